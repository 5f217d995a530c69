// Fuzz entry point of the torch.save / pickle readers (contract in
// fuzz_entries.hpp). Byte 0 picks the reader of the rest:
//   0  unpickle                      (the restricted pickle machine alone)
//   1  torch_archive_from_bytes      (a whole ZIP), then the nanoGPT reader
//   2  meta_pkl_from_bytes
//   3  a pickle and storages wrapped here into a correct ZIP, so that mutated
//      pickles get past the CRC and reach the archive's tensor checks:
//      u16 pickle length, the pickle, then storages "0", "1", … each as
//      u16 length + bytes (tests/data/gpt/make_torch_fixtures.py writes seeds).
// Checked on success, independently of the reader: the opcodes up to STOP are
// all known ones and every GLOBAL names an allowed global; values nest at most
// 256 deep and number at most 10 M (counted as walked); strs are UTF-8;
// each tensor converts exactly when its layout stays inside its storage (and
// is refused otherwise), with F32 / F64 values equal to the storage's.
#include <cstring>
#include <set>
#include <string>

#include "attnlab/checkpoints/torch_checkpoint.hpp"
#include "attnlab/io/utf8.hpp"
#include "fuzz_check.hpp"
#include "fuzz_entries.hpp"

namespace attn::fuzz {
namespace {

constexpr const char* kTarget = "torch";

// ---- an independent opcode walk: the argument length of each known opcode ----
// Returns false when an opcode outside the reader's set comes before STOP, or
// a GLOBAL names something not allowed (then the reader must have refused).
bool opcodes_allowed(const std::string& p) {
    static const std::set<std::string> kAllowed = {"collections.OrderedDict",
                                                   "torch._utils._rebuild_tensor_v2",
                                                   "torch._utils._rebuild_parameter",
                                                   "torch.FloatStorage",
                                                   "torch.HalfStorage",
                                                   "torch.BFloat16Storage",
                                                   "torch.DoubleStorage",
                                                   "torch.LongStorage",
                                                   "torch.IntStorage",
                                                   "torch.ShortStorage",
                                                   "torch.CharStorage",
                                                   "torch.ByteStorage",
                                                   "torch.BoolStorage",
                                                   "torch.float32",
                                                   "torch.float",
                                                   "torch.float16",
                                                   "torch.half",
                                                   "torch.bfloat16",
                                                   "torch.float64",
                                                   "torch.double",
                                                   "torch.int64",
                                                   "torch.long",
                                                   "torch.int32",
                                                   "torch.int",
                                                   "torch.int16",
                                                   "torch.short",
                                                   "torch.int8",
                                                   "torch.uint8",
                                                   "torch.bool",
                                                   "numpy.core.multiarray.scalar",
                                                   "numpy._core.multiarray.scalar",
                                                   "numpy.dtype",
                                                   "_codecs.encode"};
    auto le = [&](std::size_t at, int n) {
        std::uint64_t v = 0;
        for (int i = 0; i < n; ++i)
            v |= std::uint64_t(static_cast<unsigned char>(p[at + std::size_t(i)])) << (8 * i);
        return v;
    };
    std::size_t i = 0;
    while (i < p.size()) {
        const unsigned char op = static_cast<unsigned char>(p[i++]);
        std::uint64_t skip = 0;
        switch (op) {
            case '.':
                return true;
            case '(':
            case '}':
            case ']':
            case ')':
            case 0x85:
            case 0x86:
            case 0x87:
            case 't':
            case 's':
            case 'u':
            case 'a':
            case 'e':
            case 'N':
            case 0x88:
            case 0x89:
            case 0x94:
            case 0x93:
            case 'R':
            case 'b':
            case 0x81:
            case 0x92:
            case 'Q':
                break;
            case 0x80:
            case 'K':
            case 'q':
            case 'h':
                skip = 1;
                break;
            case 'M':
                skip = 2;
                break;
            case 'J':
            case 'r':
            case 'j':
                skip = 4;
                break;
            case 'G':
            case 0x95:
                skip = 8;
                break;
            case 0x8a:
            case 0x8c:
            case 'U':
            case 'C':
                if (i + 1 > p.size()) return true;
                skip = 1 + le(i, 1);
                break;
            case 0x8b:
            case 'X':
            case 'T':
            case 'B':
                if (i + 4 > p.size()) return true;
                skip = 4 + le(i, 4);
                break;
            case 0x8d:
            case 0x8e:
                if (i + 8 > p.size()) return true;
                skip = 8 + le(i, 8);
                break;
            case 'c': {
                const std::size_t a = p.find('\n', i);
                if (a == std::string::npos) return true;
                const std::size_t b = p.find('\n', a + 1);
                if (b == std::string::npos) return true;
                if (!kAllowed.count(p.substr(i, a - i) + "." + p.substr(a + 1, b - a - 1)))
                    return false;
                skip = b + 1 - i;
                break;
            }
            default:
                return false;
        }
        if (skip > p.size() - i) return true;  // truncated: the reader refuses
        i += std::size_t(skip);
    }
    return true;
}

// ---- the walk of a result ----
struct Walk {
    std::uint64_t visited = 0;
    std::vector<const PickleTensor*> tensors;
    void go(const PickleValue& v, int depth) {
        if (++visited > 10'000'000)
            broken(kTarget, "a value of more than 10 M values was accepted");
        if (depth > 257) broken(kTarget, "values nesting deeper than 256 were accepted");
        if (const auto* s = std::get_if<std::string>(&v.v)) {
            if (!valid_utf8(*s)) broken(kTarget, "a str that is not UTF-8 was accepted");
        } else if (const auto* l = std::get_if<std::shared_ptr<PickleList>>(&v.v)) {
            if (!*l) broken(kTarget, "a null list");
            for (const auto& e : **l) go(e, depth + 1);
        } else if (const auto* d = std::get_if<std::shared_ptr<PickleDict>>(&v.v)) {
            if (!*d) broken(kTarget, "a null dict");
            if (v.is_tuple) broken(kTarget, "a dict marked as a tuple");
            for (const auto& [k, x] : **d) {
                go(k, depth + 1);
                go(x, depth + 1);
            }
        } else if (const auto* t = std::get_if<std::shared_ptr<PickleTensor>>(&v.v)) {
            if (!*t) broken(kTarget, "a null tensor");
            const PickleTensor& x = **t;
            static const std::set<std::string> kDtypes = {"F32", "F16", "BF16", "F64", "I64",
                                                          "I32", "I16", "I8",   "U8",  "BOOL"};
            if (!kDtypes.count(x.dtype)) broken(kTarget, "a tensor of dtype '" + x.dtype + "'");
            if (x.shape.size() != x.stride.size() || x.storage_offset < 0)
                broken(kTarget, "a tensor with a broken layout");
            for (std::size_t i = 0; i < x.shape.size(); ++i)
                if (x.shape[i] < 0 || x.stride[i] < 0)
                    broken(kTarget, "a tensor with a negative size or stride");
            tensors.push_back(&x);
        }
    }
};

Walk checked_pickle_result(const PickleValue& root, const std::string& pickle) {
    if (!opcodes_allowed(pickle))
        broken(kTarget, "a pickle with an unknown opcode or a refused global was accepted");
    Walk w;
    w.go(root, 0);
    return w;
}

std::size_t element_size(const std::string& dtype) {
    if (dtype == "F32") return 4;
    if (dtype == "F16" || dtype == "BF16") return 2;
    if (dtype == "F64") return 8;
    return 0;
}

// Whether the tensor's layout stays inside its storage (computed here with
// overflow-checked arithmetic), and then whether tensor() agrees.
void check_tensor(const TorchArchive& a, const PickleTensor& t, std::size_t input_size) {
    const std::size_t es = element_size(t.dtype);
    const auto it = a.storages.find(t.storage_key);
    bool ok =
        es != 0 && it != a.storages.end() && it->second.size() % es == 0 && t.shape.size() <= 64;
    std::uint64_t elements = ok ? it->second.size() / es : 0, n = 1,
                  last = std::uint64_t(t.storage_offset);
    bool empty = false;
    for (std::size_t i = 0; ok && i < t.shape.size(); ++i) {
        if (t.shape[i] > 0x7FFFFFFF) ok = false;
        if (t.shape[i] == 0) empty = true;
    }
    if (ok && empty) {
        n = 0;
        ok = last <= elements;
    } else if (ok) {
        for (std::size_t i = 0; ok && i < t.shape.size(); ++i) {
            std::uint64_t step = 0;
            if (__builtin_mul_overflow(std::uint64_t(t.shape[i]), n, &n) ||
                __builtin_mul_overflow(std::uint64_t(t.shape[i] - 1), std::uint64_t(t.stride[i]),
                                       &step) ||
                __builtin_add_overflow(last, step, &last))
                ok = false;
        }
        ok = ok && n <= elements && last < elements;
    }
    Tensor out;
    try {
        out = a.tensor(t, "fuzz");
    } catch (const CheckpointError&) {
        if (ok) broken(kTarget, "a tensor inside its storage was refused");
        return;
    }
    if (!ok)
        broken(kTarget, "a tensor reaching past its storage (or not floating point) was converted");
    if (out.data.size() != n)
        broken(kTarget, "a converted tensor's size is not its shape's product");
    if (out.data.size() * 4 > input_size * 2 + 64)
        broken(kTarget, "a converted tensor is larger than the input allows");
    if (out.shape.size() != t.shape.size()) broken(kTarget, "a converted tensor lost dimensions");
    if (n == 0 || (t.dtype != "F32" && t.dtype != "F64")) return;
    // Row-major element i against the storage element its strides name.
    const auto* base = reinterpret_cast<const unsigned char*>(it->second.data());
    std::vector<std::int64_t> idx(t.shape.size(), 0);
    for (std::uint64_t i = 0; i < n; ++i) {
        std::int64_t at = t.storage_offset;
        for (std::size_t d = 0; d < idx.size(); ++d) at += idx[d] * t.stride[d];
        float want = 0;
        if (t.dtype == "F32") {
            std::memcpy(&want, base + std::size_t(at) * 4, 4);
        } else {
            double w = 0;
            std::memcpy(&w, base + std::size_t(at) * 8, 8);
            want = static_cast<float>(w);
        }
        if (std::memcmp(&want, &out.data[i], 4) != 0)
            broken(kTarget, "a converted element differs from its storage");
        for (std::size_t d = idx.size(); d-- > 0;) {
            if (++idx[d] < t.shape[d]) break;
            idx[d] = 0;
        }
    }
}

void check_archive(const TorchArchive& a, const std::string& pickle, std::size_t input_size) {
    const Walk w = checked_pickle_result(a.root, pickle);
    std::size_t held = 0;
    for (const auto& [k, s] : a.storages) held += s.size();
    if (held > input_size) broken(kTarget, "the storages hold more bytes than the input");
    std::set<const PickleTensor*> seen;
    for (const PickleTensor* t : w.tensors)
        if (seen.insert(t).second && seen.size() <= 64) check_tensor(a, *t, input_size);
    try {
        const NanoGptCheckpoint ck = nanogpt_checkpoint_from_archive(a, "(fuzz)");
        for (const auto& [name, t] : ck.state_dict) {
            std::uint64_t n = 1;
            for (int s : t.shape) n *= std::uint64_t(s);
            if (n != t.data.size())
                broken(kTarget, "checkpoint tensor '" + name + "': shape and data disagree");
        }
    } catch (const CheckpointError&) {
        // not a nanoGPT checkpoint
    }
}

// ---- a stored ZIP around a pickle and storages (mode 3) ----
std::uint32_t crc32(const std::string& s) {
    std::uint32_t c = 0xFFFFFFFFu;
    for (unsigned char b : s) {
        c ^= b;
        for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    }
    return ~c;
}
void put(std::string& out, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out += char((v >> (8 * i)) & 0xFF);
}
std::string stored_zip(const std::vector<std::pair<std::string, std::string>>& records) {
    std::string out, cd;
    for (const auto& [name, data] : records) {
        const std::uint64_t off = out.size();
        const std::uint32_t crc = crc32(data);
        put(out, 0x04034b50, 4), put(out, 20, 2), put(out, 0, 2), put(out, 0, 2), put(out, 0, 4),
            put(out, crc, 4);
        put(out, data.size(), 4), put(out, data.size(), 4), put(out, name.size(), 2),
            put(out, 0, 2);
        out += name + data;
        put(cd, 0x02014b50, 4), put(cd, 20, 2), put(cd, 20, 2), put(cd, 0, 2), put(cd, 0, 2),
            put(cd, 0, 4);
        put(cd, crc, 4), put(cd, data.size(), 4), put(cd, data.size(), 4), put(cd, name.size(), 2),
            put(cd, 0, 2);
        put(cd, 0, 2), put(cd, 0, 2), put(cd, 0, 2), put(cd, 0, 4), put(cd, off, 4);
        cd += name;
    }
    const std::uint64_t cd_off = out.size();
    out += cd;
    put(out, 0x06054b50, 4), put(out, 0, 2), put(out, 0, 2), put(out, records.size(), 2),
        put(out, records.size(), 2);
    put(out, cd.size(), 4), put(out, cd_off, 4), put(out, 0, 2);
    return out;
}

}  // namespace

int torch_one_input(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const int mode = data[0] % 4;
    const std::string rest(reinterpret_cast<const char*>(data) + 1, size - 1);
    if (mode == 0) {
        PickleValue v;
        try {
            v = unpickle(rest, "(fuzz)");
        } catch (const CheckpointError&) {
            return 0;
        }
        checked_pickle_result(v, rest);
        return 1;
    }
    if (mode == 2) {
        std::vector<std::string> itos;
        try {
            itos = meta_pkl_from_bytes(rest, "(fuzz)");
        } catch (const CheckpointError&) {
            return 0;
        }
        if (itos.empty()) broken(kTarget, "an empty vocabulary was accepted");
        if (itos.size() > rest.size()) broken(kTarget, "more characters than input bytes");
        for (const auto& s : itos)
            if (!valid_utf8(s)) broken(kTarget, "a vocabulary entry that is not UTF-8");
        return 1;
    }
    // Mode 1: the ZIP as given (its pickle's opcodes are checked in modes 0 and 3).
    std::string zip = rest, pickle;
    if (mode == 3) {
        if (rest.size() < 2) return 0;
        auto u16 = [&](std::size_t at) {
            return std::size_t(std::uint8_t(rest[at]) | (std::uint8_t(rest[at + 1]) << 8));
        };
        const std::size_t n = std::min(u16(0), rest.size() - 2);
        pickle = rest.substr(2, n);
        std::vector<std::pair<std::string, std::string>> records{{"archive/data.pkl", pickle}};
        std::size_t p = 2 + n;
        for (int key = 0; p + 2 <= rest.size(); ++key) {
            const std::size_t m = std::min(u16(p), rest.size() - p - 2);
            records.emplace_back("archive/data/" + std::to_string(key), rest.substr(p + 2, m));
            p += 2 + m;
        }
        zip = stored_zip(records);
    }
    TorchArchive a;
    try {
        a = torch_archive_from_bytes(zip, "(fuzz)");
    } catch (const CheckpointError&) {
        if (mode == 3) {
            // A correct ZIP is refused only for its pickle, which unpickle alone must refuse too.
            bool readable = true;
            try {
                unpickle(pickle, "(fuzz)");
            } catch (const CheckpointError&) {
                readable = false;
            }
            if (readable) broken(kTarget, "a correct ZIP around a readable pickle was refused");
        }
        return 0;
    }
    check_archive(a, pickle, zip.size());
    return 1;
}

}  // namespace attn::fuzz
