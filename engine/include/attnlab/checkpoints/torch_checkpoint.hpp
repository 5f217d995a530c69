// Reading PyTorch's torch.save files (a nanoGPT ckpt.pt, a meta.pkl) without
// executing anything.
//
// A torch.save file is a ZIP archive (entries stored, not compressed) holding
// "<archive>/data.pkl" (a pickle, protocol 2), "<archive>/data/<key>" (each
// storage's raw little-endian bytes) and "<archive>/byteorder". The pickle is
// interpreted by a restricted machine: it knows only the opcodes that plain
// data needs (dicts, lists, tuples, numbers, strings, bytes, memo, BINPERSID)
// and only these globals:
//   collections.OrderedDict, torch._utils._rebuild_tensor_v2,
//   torch._utils._rebuild_parameter, torch.{Float,Half,BFloat16,Double,Long,
//   Int,Short,Char,Byte,Bool}Storage, torch.float32 … (dtype objects, read
//   as their name, e.g. the str "torch.float32"),
//   numpy.core.multiarray.scalar (numpy._core.multiarray.scalar in NumPy 2),
//   numpy.dtype and _codecs.encode (only as encode(str, "latin1"): how
//   protocol 2 stores a NumPy scalar's bytes; nanoGPT's best_val_loss may be
//   a NumPy scalar, read as a double, an int64 or a bool). Any other global
//   is refused by name, before anything is built ("data.pkl: byte 40: global
//   'os.system' is not allowed (a checkpoint needs only tensors, dicts and
//   numbers)"). Nothing is ever called: the allowed globals are recognised
//   as markers and built by the reader.
//
// Messages: "<name>: byte <offset>: <what>" for the pickle, "<file>: <what>"
// (naming the entry) for the ZIP, "<file>: tensor '<key>': <what>" for a
// tensor.
#pragma once

#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "attnlab/model/safetensors.hpp"

namespace attn {

class CheckpointError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// A value of the restricted pickle: what a state dict, nanoGPT's checkpoint
// dict and a meta.pkl are made of. Tensors are referenced, not copied.
struct PickleValue;
using PickleList = std::vector<PickleValue>;
using PickleDict = std::vector<std::pair<PickleValue, PickleValue>>;  // insertion order
struct PickleTensor {
    std::string storage_key;  // "<archive>/data/<key>"'s key
    std::string dtype;  // "F32", "F16", "BF16", "F64", "I64", "I32", "I16", "I8", "U8", "BOOL"
    std::int64_t storage_offset = 0;          // in elements
    std::vector<std::int64_t> shape, stride;  // in elements
};
struct PickleValue {
    std::variant<std::monostate, bool, std::int64_t, double, std::string /* str, UTF-8 */,
                 std::vector<unsigned char> /* bytes */,
                 std::shared_ptr<PickleList> /* list or tuple */, std::shared_ptr<PickleDict>,
                 std::shared_ptr<PickleTensor>>
        v;
    bool is_tuple = false;                               // for a list: it was a tuple
    const PickleValue* get(std::string_view key) const;  // a dict's value for a str key, or nullptr
};

// Interprets a pickle. `name` starts every message. Refuses any global not
// listed above, any opcode it does not know, memo or stack misuse, nesting
// deeper than 256 and more than 10 M values (counted through shared
// references, so walking the result costs at most 10 M visits), a container
// that would contain itself, a str that is not UTF-8; never allocates more
// than a small multiple of the input. Dict keys may be any value (an
// optimizer's state has ints); equal keys keep both pairs, get() returns the
// last. Trailing bytes after STOP are ignored (as pickle.load does).
// Throws CheckpointError.
PickleValue unpickle(const std::string& bytes, const std::string& name);

// A torch.save archive's root object, with its tensors readable as fp32.
struct TorchArchive {
    PickleValue root;
    std::string name;  // the file (or the name given): starts tensor()'s messages
    // Raw storages by key (the ZIP entries' bytes).
    std::map<std::string, std::string> storages;
    // A referenced tensor as contiguous fp32, row-major (F32, F16, BF16, F64
    // converted; strides and storage_offset followed, so a transposed view
    // comes out transposed); throws CheckpointError when its dtype is not
    // floating point, its storage is missing, or its strides / offset / shape
    // reach past its storage, or it has more elements than its storage (an
    // expanded view: nothing larger than the file is ever allocated).
    Tensor tensor(const PickleTensor& t, const std::string& what) const;
};

// Reads a torch.save file (zip). Throws CheckpointError ("ckpt.pt: not a ZIP
// archive (a torch.save file from PyTorch 1.6 or later is one)", truncated
// entries, sizes that lie, a compressed entry, …). Nothing is read beyond
// the bytes given; no entry larger than the file is allocated. Entries
// (ZIP64 where needed) must be stored, lie in one folder (the first entry's:
// "ckpt/", "archive/"), not overlap, and match their CRC-32; storages are
// "<folder>/data/<key>", kept under <key>; a "byteorder" other than "little"
// is refused. read_torch_archive reads the file entry by entry (held once).
TorchArchive read_torch_archive(const std::string& path);
TorchArchive torch_archive_from_bytes(std::string bytes, const std::string& name);

// nanoGPT's checkpoint dict: {"model": state_dict, "model_args": {...},
// "iter_num", "best_val_loss", "config", "optimizer" (ignored)}.
struct NanoGptCheckpoint {
    std::map<std::string, Tensor> state_dict;  // names as saved (the "_orig_mod." prefix kept)
    // model_args: n_layer, n_head, n_embd, block_size, bias, vocab_size, dropout.
    // Arguments that are None (or not a number, bool or str) are left out.
    std::map<std::string, std::variant<std::int64_t, double, bool, std::string>> model_args;
    std::int64_t iter_num = -1;  // -1: not saved
    // A float, a NumPy scalar or a one-element tensor in the file; NaN: not saved.
    double best_val_loss = std::numeric_limits<double>::quiet_NaN();
};
// Throws CheckpointError naming the missing key or a tensor it cannot read.
NanoGptCheckpoint read_nanogpt_checkpoint(const std::string& path);
NanoGptCheckpoint nanogpt_checkpoint_from_archive(const TorchArchive& a, const std::string& name);

// A character-level meta.pkl (a plain pickle file, not a zip): {"vocab_size",
// "itos": {int: str}, "stoi": {str: int}}. Returns itos in id order.
// Throws CheckpointError when ids are not 0 … V−1 or an entry is not a string.
std::vector<std::string> read_meta_pkl(const std::string& path);
std::vector<std::string> meta_pkl_from_bytes(const std::string& bytes, const std::string& name);

}  // namespace attn
