// The torch.save reader (attnlab/checkpoints/torch_checkpoint.hpp) against the
// fixtures of tests/data/gpt/make_torch_fixtures.py: the tensors, model_args
// and meta.pkl exactly as PyTorch saved them; hostile pickles refused by the
// global they name, with proof that nothing ran; damaged archives, tensors
// that reach past their storage and misused pickles refused with a message.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "attnlab/checkpoints/torch_checkpoint.hpp"

namespace fs = std::filesystem;
using attn::CheckpointError;
using attn::PickleValue;
using namespace std::string_literals;  // "…"s keeps the NUL bytes of a pickle

namespace {

const std::string kTorchDir = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/torch/";

std::string slurp_checked(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    EXPECT_TRUE(in) << path;
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

const nlohmann::json& expected() {
    static const nlohmann::json j =
        nlohmann::json::parse(slurp_checked(kTorchDir + "expected.json"));
    return j;
}

// The message of the CheckpointError that f throws ("" and a failure when it throws none).
template <typename F>
std::string refusal(F&& f) {
    try {
        f();
    } catch (const CheckpointError& e) {
        return e.what();
    }
    ADD_FAILURE() << "no CheckpointError";
    return "";
}
#define EXPECT_REFUSED(expr, fragment)                                            \
    do {                                                                          \
        const std::string msg_ = refusal([&] { (void)(expr); });                  \
        EXPECT_NE(msg_.find(fragment), std::string::npos) << "message: " << msg_; \
    } while (0)

std::uint32_t le32(const std::string& b, std::size_t at) {
    std::uint32_t v = 0;
    std::memcpy(&v, b.data() + at, 4);
    return v;
}
std::uint64_t le64(const std::string& b, std::size_t at) {
    std::uint64_t v = 0;
    std::memcpy(&v, b.data() + at, 8);
    return v;
}
void put16(std::string& b, std::size_t at, std::uint16_t v) { std::memcpy(b.data() + at, &v, 2); }
void put32(std::string& b, std::size_t at, std::uint32_t v) { std::memcpy(b.data() + at, &v, 4); }
void put64(std::string& b, std::size_t at, std::uint64_t v) { std::memcpy(b.data() + at, &v, 8); }

// The layout of a torch.save ZIP (no comment, a ZIP64 end record + locator,
// as PyTorch writes them), found independently of the reader.
struct ZipLayout {
    std::size_t eocd = 0, eocd64 = 0, cd = 0;
    struct Entry {
        std::string name;
        std::size_t central = 0, local = 0;
    };
    std::vector<Entry> entries;
    const Entry& entry(const std::string& name) const {
        for (const auto& e : entries)
            if (e.name == name) return e;
        throw std::runtime_error("no entry " + name);
    }
};
ZipLayout layout_of(const std::string& b) {
    ZipLayout z;
    z.eocd = b.size() - 22;
    EXPECT_EQ(le32(b, z.eocd), 0x06054b50u);
    EXPECT_EQ(le32(b, z.eocd - 20), 0x07064b50u);
    z.eocd64 = std::size_t(le64(b, z.eocd - 20 + 8));
    z.cd = std::size_t(le64(b, z.eocd64 + 48));
    for (std::size_t p = z.cd; le32(b, p) == 0x02014b50u;) {
        const std::size_t n = le32(b, p + 28) & 0xFFFF, x = le32(b, p + 30) & 0xFFFF,
                          c = le32(b, p + 32) & 0xFFFF;
        z.entries.push_back({b.substr(p + 46, n), p, le32(b, p + 42)});
        p += 46 + n + x + c;
    }
    return z;
}

void expect_tensors(const std::string& file, const std::map<std::string, attn::Tensor>& got) {
    const auto& want = expected()[file]["tensors"];
    ASSERT_EQ(got.size(), want.size()) << file;
    for (const auto& [name, w] : want.items()) {
        SCOPED_TRACE(file + ": " + name);
        const auto it = got.find(name);
        ASSERT_NE(it, got.end());
        EXPECT_EQ(it->second.shape, w["shape"].get<std::vector<int>>());
        const auto values = w["values"].get<std::vector<double>>();
        ASSERT_EQ(it->second.data.size(), values.size());
        for (std::size_t i = 0; i < values.size(); ++i)
            EXPECT_EQ(it->second.data[i], static_cast<float>(values[i])) << i;
    }
}

// Every named tensor of a (state) dict, converted.
std::map<std::string, attn::Tensor> tensors_of(const attn::TorchArchive& a,
                                               const PickleValue& dict) {
    std::map<std::string, attn::Tensor> out;
    for (const auto& [k, v] : *std::get<std::shared_ptr<attn::PickleDict>>(dict.v))
        out[std::get<std::string>(k.v)] =
            a.tensor(*std::get<std::shared_ptr<attn::PickleTensor>>(v.v), "t");
    return out;
}

std::string pickle(const std::string& body) { return std::string("\x80\x02", 2) + body + "."; }
std::string binunicode(const std::string& s) {
    std::string out = "X";
    const auto n = std::uint32_t(s.size());
    out.append(reinterpret_cast<const char*>(&n), 4);
    return out + s;
}
// A protocol-2 meta.pkl: {'vocab_size': V, 'itos': {id: str}}.
std::string meta_pickle(const std::vector<std::pair<int, std::string>>& itos, int vocab_size) {
    std::string b = "}(" + binunicode("vocab_size") + "J";
    b.append(reinterpret_cast<const char*>(&vocab_size), 4);
    b += binunicode("itos") + "}(";
    for (const auto& [id, s] : itos) {
        b += "J";
        b.append(reinterpret_cast<const char*>(&id), 4);
        b += binunicode(s);
    }
    return pickle(b + "uu");
}

}  // namespace

TEST(TorchCheckpoint, NanoGptTensorsAndArgsAreExactlyAsSaved) {
    const attn::NanoGptCheckpoint ck = attn::read_nanogpt_checkpoint(kTorchDir + "ckpt.pt");
    expect_tensors("ckpt.pt", ck.state_dict);
    // The transposed view comes out transposed: row 1 of c_proj.weight.t() is column 1 of what was
    // saved.
    const auto& t = ck.state_dict.at("_orig_mod.transformer.h.0.mlp.c_proj.weight");
    EXPECT_EQ(t.shape, (std::vector<int>{4, 8}));
    EXPECT_EQ(ck.model_args.size(), 7u);
    EXPECT_EQ(std::get<std::int64_t>(ck.model_args.at("n_layer")), 1);
    EXPECT_EQ(std::get<std::int64_t>(ck.model_args.at("n_head")), 2);
    EXPECT_EQ(std::get<std::int64_t>(ck.model_args.at("n_embd")), 4);
    EXPECT_EQ(std::get<std::int64_t>(ck.model_args.at("block_size")), 3);
    EXPECT_EQ(std::get<std::int64_t>(ck.model_args.at("vocab_size")), 6);
    EXPECT_EQ(std::get<bool>(ck.model_args.at("bias")), false);
    EXPECT_EQ(std::get<double>(ck.model_args.at("dropout")), 0.0);
    EXPECT_EQ(ck.iter_num, 250);
    EXPECT_EQ(ck.best_val_loss, 1.4695);  // a NumPy float64, pickled through _codecs.encode
}

TEST(TorchCheckpoint, LossAsTensorIterAsNumpyIntNoneArgsLeftOut) {
    const attn::NanoGptCheckpoint ck =
        attn::read_nanogpt_checkpoint(kTorchDir + "ckpt_loss_tensor.pt");
    expect_tensors("ckpt_loss_tensor.pt", ck.state_dict);
    EXPECT_EQ(ck.best_val_loss, 1.4375);
    EXPECT_EQ(ck.iter_num, 300);
    EXPECT_EQ(ck.model_args.size(), 3u);  // vocab_size: None is left out
    EXPECT_EQ(std::get<std::int64_t>(ck.model_args.at("n_layer")), 1);
    EXPECT_EQ(std::get<bool>(ck.model_args.at("bias")), true);
    EXPECT_EQ(std::get<std::string>(ck.model_args.at("note")), "x");
}

TEST(TorchCheckpoint, OptimizerStateIsReadable) {
    const attn::TorchArchive a = attn::read_torch_archive(kTorchDir + "ckpt.pt");
    EXPECT_EQ(a.name, kTorchDir + "ckpt.pt");
    const PickleValue* opt = a.root.get("optimizer");
    ASSERT_NE(opt, nullptr);
    const PickleValue* state = opt->get("state");
    ASSERT_NE(state, nullptr);
    const auto& entries = *std::get<std::shared_ptr<attn::PickleDict>>(state->v);
    ASSERT_EQ(entries.size(), 4u);  // Linear weight, bias, LayerNorm weight, bias
    const std::vector<std::vector<int>> shapes = {{3, 4}, {3}, {3}, {3}};
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(std::get<std::int64_t>(entries[i].first.v), std::int64_t(i));  // int keys
        const PickleValue* avg = entries[i].second.get("exp_avg");
        ASSERT_NE(avg, nullptr);
        EXPECT_EQ(a.tensor(*std::get<std::shared_ptr<attn::PickleTensor>>(avg->v), "exp_avg").shape,
                  shapes[i]);
        const PickleValue* step = entries[i].second.get("step");
        ASSERT_NE(step, nullptr);
        const attn::Tensor s =
            a.tensor(*std::get<std::shared_ptr<attn::PickleTensor>>(step->v), "step");
        EXPECT_TRUE(s.shape.empty());
        EXPECT_EQ(s.data, std::vector<float>{1.0f});
    }
    const PickleValue* groups = opt->get("param_groups");
    ASSERT_NE(groups, nullptr);
    const auto& g = *std::get<std::shared_ptr<attn::PickleList>>(groups->v);
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(std::get<double>(g[0].get("lr")->v), 1e-3);
    const PickleValue* betas = g[0].get("betas");
    EXPECT_TRUE(betas->is_tuple);
    EXPECT_EQ(std::get<double>((*std::get<std::shared_ptr<attn::PickleList>>(betas->v))[1].v),
              0.99);
    const auto& params = *std::get<std::shared_ptr<attn::PickleList>>(g[0].get("params")->v);
    ASSERT_EQ(params.size(), 4u);
    EXPECT_EQ(std::get<std::int64_t>(params[3].v), 3);
    EXPECT_EQ(std::get<std::string>(a.root.get("config")->get("dataset")->v), "shakespeare_char");
    EXPECT_TRUE(std::holds_alternative<std::monostate>(a.root.get("config")->get("unused")->v));
}

TEST(TorchCheckpoint, SharedStoragesAreKeptOnce) {
    const attn::TorchArchive a = attn::read_torch_archive(kTorchDir + "ckpt.pt");
    const PickleValue& model = *a.root.get("model");
    const auto& ln1 = *std::get<std::shared_ptr<attn::PickleTensor>>(
        model.get("_orig_mod.transformer.h.0.ln_1.weight")->v);
    const auto& ln2 = *std::get<std::shared_ptr<attn::PickleTensor>>(
        model.get("_orig_mod.transformer.h.0.ln_2.weight")->v);
    EXPECT_EQ(ln1.storage_key, ln2.storage_key);
    EXPECT_EQ(ln1.storage_offset, 2);
    EXPECT_EQ(ln2.storage_offset, 6);
    EXPECT_EQ(a.storages.at(ln1.storage_key).size(), 12u * 4);
    const auto& wte = *std::get<std::shared_ptr<attn::PickleTensor>>(
        model.get("_orig_mod.transformer.wte.weight")->v);
    const auto& head =
        *std::get<std::shared_ptr<attn::PickleTensor>>(model.get("_orig_mod.lm_head.weight")->v);
    EXPECT_EQ(wte.storage_key, head.storage_key);  // tied
    const auto& perm = *std::get<std::shared_ptr<attn::PickleTensor>>(
        model.get("_orig_mod.transformer.h.0.extra.permuted")->v);
    EXPECT_EQ(perm.stride, (std::vector<std::int64_t>{1, 15, 5}));
    EXPECT_EQ(perm.storage_offset, 1);
}

TEST(TorchCheckpoint, Protocol4AndZip64AndBytesReadTheSame) {
    const attn::TorchArchive p4 = attn::read_torch_archive(kTorchDir + "state_dict_p4.pt");
    expect_tensors("state_dict_p4.pt", tensors_of(p4, p4.root));
    const attn::NanoGptCheckpoint z = attn::read_nanogpt_checkpoint(kTorchDir + "zip64.pt");
    expect_tensors("zip64.pt", z.state_dict);
    EXPECT_EQ(z.iter_num, 300);
    const attn::NanoGptCheckpoint m = attn::nanogpt_checkpoint_from_archive(
        attn::torch_archive_from_bytes(slurp_checked(kTorchDir + "ckpt.pt"), "mem"), "mem");
    expect_tensors("ckpt.pt", m.state_dict);
}

TEST(TorchCheckpoint, MetaPklGivesItosInIdOrder) {
    const auto want = expected()["meta.pkl"]["itos"].get<std::vector<std::string>>();
    ASSERT_EQ(want.size(), 16u);
    EXPECT_EQ(attn::read_meta_pkl(kTorchDir + "meta.pkl"), want);
    EXPECT_EQ(attn::read_meta_pkl(kTorchDir + "meta_p2.pkl"), want);
    EXPECT_EQ(want[0], "\n");
    EXPECT_EQ(want.back(), "—");
}

TEST(TorchCheckpoint, MetaPklErrors) {
    EXPECT_EQ(attn::meta_pkl_from_bytes(meta_pickle({{1, "b"}, {0, "a"}}, 2), "m"),
              (std::vector<std::string>{"a", "b"}));
    EXPECT_REFUSED(attn::meta_pkl_from_bytes(meta_pickle({{0, "a"}, {2, "b"}}, 2), "m"),
                   "ids must be 0 … 1");
    EXPECT_REFUSED(attn::meta_pkl_from_bytes(meta_pickle({{0, "a"}, {0, "b"}}, 2), "m"),
                   "id 0 twice");
    EXPECT_REFUSED(attn::meta_pkl_from_bytes(meta_pickle({{0, "a"}, {1, "b"}}, 3), "m"),
                   "'vocab_size' is 3");
    EXPECT_REFUSED(
        attn::meta_pkl_from_bytes(pickle("}(" + binunicode("itos") + "}(K\x00K\x01uu"s), "m"),
        "entry 0 is not a str");
    EXPECT_REFUSED(attn::meta_pkl_from_bytes(pickle("]"), "m"), "m: holds no dict");
    EXPECT_REFUSED(attn::read_meta_pkl(kTorchDir + "no-such-meta.pkl"), "cannot be opened");
}

// The hostile fixtures' commands would create files in kHostileDir; reading
// them must refuse the global by name and leave the folder empty.
TEST(TorchCheckpoint, HostileGlobalsAreRefusedByNameAndNothingRuns) {
    const fs::path dir = "/tmp/attnlab-torch-hostile";
    fs::create_directories(dir);
    for (const auto& e : fs::directory_iterator(dir)) fs::remove_all(e.path());
    const auto& hostile = expected()["hostile"];
    ASSERT_EQ(hostile.size(), 9u);
    for (const auto& [file, global] : hostile.items()) {
        SCOPED_TRACE(file);
        const std::string g = "global '" + global.get<std::string>() + "' is not allowed";
        const std::string path = kTorchDir + "hostile/" + file;
        if (file.size() > 4 && file.substr(file.size() - 4) == ".pkl") {
            EXPECT_REFUSED(attn::unpickle(slurp_checked(path), file), g);
            EXPECT_REFUSED(attn::read_meta_pkl(path), g);
        } else {
            EXPECT_REFUSED(attn::read_torch_archive(path), g);
            EXPECT_REFUSED(attn::read_nanogpt_checkpoint(path), g);
        }
    }
    EXPECT_REFUSED(attn::unpickle(slurp_checked(kTorchDir + "hostile/os_system.pkl"), "evil.pkl"),
                   "evil.pkl: byte 2: global 'os.system' is not allowed (a checkpoint needs only "
                   "tensors, dicts and numbers)");
    EXPECT_TRUE(fs::is_empty(dir)) << "a hostile pickle's command ran";
}

TEST(TorchCheckpoint, EveryTruncationIsRefused) {
    for (const char* file : {"ckpt.pt", "zip64.pt"}) {
        const std::string b = slurp_checked(kTorchDir + file);
        int refused = 0, cuts = 0;
        for (std::size_t n = 0; n < b.size(); n += (n < 64 || b.size() - n < 128) ? 1 : 37) {
            ++cuts;
            try {
                attn::torch_archive_from_bytes(b.substr(0, n), file);
            } catch (const CheckpointError&) {
                ++refused;
            }
        }
        EXPECT_EQ(refused, cuts) << file;
        EXPECT_GT(cuts, 150);
    }
}

TEST(TorchCheckpoint, DamagedArchivesAreRefused) {
    const std::string good = slurp_checked(kTorchDir + "ckpt.pt");
    const ZipLayout z = layout_of(good);
    ASSERT_GT(z.entries.size(), 10u);
    const auto& d0 = z.entry("ckpt/data/0");
    const auto& d1 = z.entry("ckpt/data/1");
    auto read = [](const std::string& b) { return attn::torch_archive_from_bytes(b, "ckpt.pt"); };

    EXPECT_REFUSED(read(""), "ckpt.pt: is empty; not a ZIP archive");
    EXPECT_REFUSED(read("hello, this is not a zip at all, it is text"),
                   "ckpt.pt: not a ZIP archive (a torch.save file");
    EXPECT_REFUSED(read(slurp_checked(kTorchDir + "meta.pkl")), "is a pickle, not a ZIP archive");

    std::string b = good;  // a local header that lies about its size
    put32(b, d0.local + 18, 5);
    EXPECT_REFUSED(
        read(b),
        "entry 'ckpt/data/0': its local header says compressed size 5, the central directory");

    b = good;  // a data offset past the end
    put32(b, d0.central + 42, 0x7FFFFFF0u);
    EXPECT_REFUSED(read(b),
                   "entry 'ckpt/data/0': its local header offset 2147483632 lies past the entries");

    b = good;  // the central directory pointing outside the file (both end records agree)
    put64(b, z.eocd64 + 48, good.size() + 100);
    put32(b, z.eocd + 16, std::uint32_t(good.size() + 100));
    EXPECT_REFUSED(read(b), "the central directory (offset " + std::to_string(good.size() + 100));

    b = good;  // the two end records disagree
    put32(b, z.eocd + 16, 12);
    EXPECT_REFUSED(read(b), "the ZIP end records disagree on the central directory's offset");

    b = good;  // deflate
    put16(b, d1.central + 10, 8);
    put16(b, d1.local + 8, 8);
    EXPECT_REFUSED(read(b),
                   "entry 'ckpt/data/1' is compressed (method 8, deflate); torch.save stores its "
                   "entries uncompressed");

    b = good;  // local and central names differ
    b[d1.local + 30 + 10] = '7';
    EXPECT_REFUSED(read(b), "entry 'ckpt/data/1': its local header names 'ckpt/data/7' instead");

    b = good;  // a storage's byte damaged
    const std::size_t data1 =
        d1.local + 30 + (le32(good, d1.local + 26) & 0xFFFF) + (le32(good, d1.local + 28) & 0xFFFF);
    b[data1] = char(b[data1] ^ 0x40);
    EXPECT_REFUSED(read(b), "entry 'ckpt/data/1' is damaged (its CRC-32 does not match)");

    b = good;  // two central entries for one local header: their bytes would be kept twice
    b.replace(d1.central + 16, 12, good, d0.central + 16, 12);  // CRC and sizes of data/0
    b.replace(d1.central + 42, 4, good, d0.central + 42, 4);
    b[d1.central + 46 + 10] = '0';
    EXPECT_REFUSED(read(b), "overlap");

    b = good;  // an entry outside the archive's folder
    const auto& version = z.entry("ckpt/version");
    b[version.central + 46] = 'x';
    b[version.local + 30] = 'x';
    EXPECT_REFUSED(read(b), "entry 'xkpt/version' is outside the archive's folder 'ckpt/'");

    b = good;  // more entries than the central directory can hold
    put64(b, z.eocd64 + 24, 1000);
    put64(b, z.eocd64 + 32, 1000);
    put16(b, z.eocd + 8, 0xFFFF);
    put16(b, z.eocd + 10, 0xFFFF);
    EXPECT_REFUSED(read(b), "the central directory claims 1000 entries");

    b = good;  // no data.pkl
    const auto& pkl = z.entry("ckpt/data.pkl");
    b[pkl.central + 46 + 5] = 'D';
    b[pkl.local + 30 + 5] = 'D';
    EXPECT_REFUSED(read(b), "has no ckpt/data.pkl");

    EXPECT_NO_THROW(read(good));
}

TEST(TorchCheckpoint, TensorsReachingPastTheirStorageAreRefused) {
    const attn::TorchArchive bad = attn::read_torch_archive(kTorchDir + "bad_stride.pt");
    const auto& w = *std::get<std::shared_ptr<attn::PickleTensor>>(bad.root.get("w")->v);
    EXPECT_EQ(w.stride, (std::vector<std::int64_t>{5, 1}));
    EXPECT_REFUSED(bad.tensor(w, "w"),
                   "tensor 'w' (size [2, 4], stride [5, 1], offset 0) reaches past its storage '0' "
                   "of 8 elements");

    attn::TorchArchive a;
    a.name = "t.pt";
    std::string floats;
    for (int i = 0; i < 8; ++i) {
        const float f = float(i);
        floats.append(reinterpret_cast<const char*>(&f), 4);
    }
    a.storages["0"] = floats;
    a.storages["odd"] = floats.substr(0, 30);
    auto t = [](std::vector<std::int64_t> shape, std::vector<std::int64_t> stride,
                std::int64_t offset = 0, std::string dtype = "F32", std::string key = "0") {
        attn::PickleTensor p;
        p.storage_key = std::move(key);
        p.dtype = std::move(dtype);
        p.storage_offset = offset;
        p.shape = std::move(shape);
        p.stride = std::move(stride);
        return p;
    };
    EXPECT_EQ(a.tensor(t({2, 4}, {4, 1}), "x").data, (std::vector<float>{0, 1, 2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(a.tensor(t({3, 2}, {1, 3}, 1), "x").data,
              (std::vector<float>{1, 4, 2, 5, 3, 6}));  // transposed, offset 1
    EXPECT_EQ(a.tensor(t({2, 2}, {0, 2}, 3), "x").data,
              (std::vector<float>{3, 5, 3, 5}));                           // a stride of 0
    EXPECT_EQ(a.tensor(t({}, {}, 7), "x").data, (std::vector<float>{7}));  // 0-d, last element
    EXPECT_TRUE(a.tensor(t({0, 5}, {5, 1}, 8), "x").data.empty());
    EXPECT_REFUSED(a.tensor(t({2, 4}, {4, 1}, 1), "x"),
                   "t.pt: tensor 'x' (size [2, 4], stride [4, 1], offset 1) reaches past");
    EXPECT_REFUSED(a.tensor(t({2, 2}, {4, 4}), "x"), "reaches past its storage '0' of 8 elements");
    EXPECT_REFUSED(a.tensor(t({}, {}, 8), "x"), "its offset lies past its storage");
    EXPECT_REFUSED(a.tensor(t({0}, {1}, 9), "x"), "its offset lies past its storage");
    EXPECT_REFUSED(a.tensor(t({3, 3}, {3, 1}), "x"), "has more elements than its storage (8)");
    EXPECT_REFUSED(a.tensor(t({1000000, 1000000}, {0, 0}), "x"),
                   "has more elements than its storage");
    EXPECT_REFUSED(a.tensor(t({2, 2}, {INT64_MAX, 1}), "x"), "reaches past");
    EXPECT_REFUSED(a.tensor(t({2}, {INT64_MAX / 2 + 1}, INT64_MAX / 2), "x"), "offset lies past");
    EXPECT_REFUSED(a.tensor(t({2}, {1}, 0, "I64"), "x"), "dtype I64 is not floating point");
    EXPECT_REFUSED(a.tensor(t({2}, {1}, 0, "F32", "missing"), "x"),
                   "its storage 'missing' is not in the archive");
    EXPECT_REFUSED(a.tensor(t({2}, {1}, 0, "F32", "odd"), "x"),
                   "30 bytes is not a whole number of F32 elements");
    EXPECT_REFUSED(a.tensor(t({2, 2}, {1}), "x"), "size and stride disagree");
    EXPECT_REFUSED(a.tensor(t({-1}, {1}), "x"), "a negative size or stride");
    EXPECT_REFUSED(a.tensor(t({2}, {-1}, 1), "x"), "a negative size or stride");
    // F16 / BF16 / F64 storages of the same numbers.
    a.storages["h"] = std::string("\x00\x3c\x00\x40\x00\xc2", 6);  // F16 1, 2, -3
    EXPECT_EQ(a.tensor(t({3}, {1}, 0, "F16", "h"), "x").data, (std::vector<float>{1, 2, -3}));
    EXPECT_EQ(a.tensor(t({2}, {2}, 0, "BF16", "h"), "x").data,
              (std::vector<float>{0.0078125f, -32.0f}));
}

TEST(TorchCheckpoint, PickleErrorsSayWhatAndWhere) {
    using attn::unpickle;
    EXPECT_REFUSED(unpickle(pickle("\xff"), "p"), "p: byte 2: opcode 0xff is not supported");
    EXPECT_REFUSED(unpickle("(lp0\n.", "p"), "opcode 0x6c ('l') is not supported");  // protocol 0
    EXPECT_REFUSED(unpickle(pickle("h\x05"), "p"), "p: byte 2: memo index 5 is not set");
    EXPECT_REFUSED(unpickle(pickle("j\x00\x00\x01\x00"s), "p"), "memo index 65536 is not set");
    EXPECT_REFUSED(unpickle(pickle("s"), "p"), "stack underflow: SETITEM needs 3 items");
    EXPECT_REFUSED(unpickle(".", "p"), "stack underflow: STOP");
    EXPECT_REFUSED(unpickle(pickle("K\x01("), "p"),
                   "stack underflow: STOP");  // MARK hides what is below it
    EXPECT_REFUSED(unpickle(pickle("K\x01"
                                   "e"),
                            "p"),
                   "APPENDS without a MARK");
    EXPECT_REFUSED(unpickle("\x80\x02K", "p"), "truncated: BININT1 needs 1 bytes, 0 left");
    EXPECT_REFUSED(unpickle("\x80\x02K\x01", "p"), "the pickle ends before its STOP opcode");
    EXPECT_REFUSED(unpickle(pickle("X\xff\x00\x00\x00"
                                   "ab"s),
                            "p"),
                   "truncated: a string needs 255 bytes");
    EXPECT_REFUSED(unpickle(pickle("\x8c\x02\xc3\x28"), "p"),
                   "p: byte 4: a str that is not valid UTF-8");
    EXPECT_REFUSED(unpickle(pickle("\x8a\x09" + std::string(9, '\x01')), "p"),
                   "wider than 64 bits");
    EXPECT_REFUSED(unpickle(std::string("\x80\x06."), "p"), "pickle protocol 6 is newer than 5");
    EXPECT_REFUSED(unpickle(pickle("K\x01K\x02R"), "p"), "REDUCE calls an int");
    EXPECT_REFUSED(unpickle(pickle("]N\x85"
                                   "b"),
                            "p"),
                   "BUILD on a list");
    EXPECT_REFUSED(unpickle(pickle("ctorch\nFloatStorage\n"), "p"),
                   "global 'torch.FloatStorage' cannot be stored as data");
    EXPECT_REFUSED(unpickle(pickle("ccollections\nOrderedDict\nK\x01\x85R"), "p"),
                   "OrderedDict called with arguments");
    EXPECT_REFUSED(unpickle(pickle("K\x01K\x02\x93"), "p"), "STACK_GLOBAL needs two strs");
    EXPECT_REFUSED(unpickle(pickle("\x8c\x02os\x8c\x06system\x93"), "p"),
                   "global 'os.system' is not allowed");
    EXPECT_REFUSED(unpickle(pickle("cos\nsys"), "p"), "GLOBAL's name has no end of line");
    EXPECT_REFUSED(unpickle(pickle("(" + binunicode("storage") + "K\x01tQ"), "p"),
                   "a persistent id that is not a torch storage");
    EXPECT_REFUSED(unpickle(pickle("(" + binunicode("storage") + "ctorch\nFloatStorage\nK\x01" +
                                   binunicode("cpu") + "K\x02tQ"),
                            "p"),
                   "p: byte 48: the storage key is not a str");
    EXPECT_REFUSED(unpickle(pickle("(" + binunicode("store") + "ctorch\nFloatStorage\n" +
                                   binunicode("0") + binunicode("cpu") + "K\x02tQ"),
                            "p"),
                   "not ('storage', type, key, location, numel)");
    EXPECT_REFUSED(unpickle(pickle("(" + binunicode("storage") + "ctorch\nFloatStorage\n" +
                                   binunicode("0") + binunicode("cpu") + "K\x02tQ"),
                            "p"),
                   "a storage cannot be stored as data (the pickle's result)");
    EXPECT_REFUSED(unpickle(pickle("cbuiltins\nset\n"), "p"),
                   "global 'builtins.set' is not allowed");
    EXPECT_REFUSED(unpickle(pickle("c\x01\x02\n\xff\n"), "p"),
                   "global '\\x01\\x02.\\xff' is not allowed");
}

TEST(TorchCheckpoint, PickleValuesAndTheirLimits) {
    using attn::unpickle;
    // Ints of every width, floats, None, bools, bytes, a dict with int keys (last key wins in
    // get()).
    const PickleValue v = unpickle(pickle("}(" + binunicode("a") + "J\xfe\xff\xff\xff" +
                                          binunicode("b") + "\x8a\x06\x00\x00\x00\x00\x00\x01"s +
                                          binunicode("c") + "G\x3f\xf8\x00\x00\x00\x00\x00\x00"s +
                                          binunicode("d") + "C\x02\x00\xff"s + binunicode("a") +
                                          "M\x10\x27"
                                          "K\x07N\x88\x89\x87u") +
                                       "trailing bytes",
                                   "p");
    EXPECT_EQ(std::get<std::int64_t>(v.get("a")->v), 10000);
    EXPECT_EQ(std::get<std::int64_t>(v.get("b")->v), std::int64_t(1) << 40);
    EXPECT_EQ(std::get<double>(v.get("c")->v), 1.5);
    EXPECT_EQ(std::get<std::vector<unsigned char>>(v.get("d")->v),
              (std::vector<unsigned char>{0, 255}));
    EXPECT_EQ(v.get("zzz"), nullptr);
    const auto& d = *std::get<std::shared_ptr<attn::PickleDict>>(v.v);
    ASSERT_EQ(d.size(), 6u);
    EXPECT_EQ(std::get<std::int64_t>(d[0].second.v), -2);
    EXPECT_EQ(std::get<std::int64_t>(d[5].first.v), 7);
    EXPECT_TRUE(d[5].second.is_tuple);
    EXPECT_EQ(std::get<std::int64_t>(unpickle(pickle("\x8a\x01\xff"), "p").v), -1);
    EXPECT_EQ(std::get<std::int64_t>(
                  unpickle(pickle("\x8a\x08" + std::string(7, '\xff') + "\x7f"), "p").v),
              INT64_MAX);

    // Nesting: 256 levels are data, 257 are refused (lists and tuples alike).
    auto nested_lists = [](int n) {
        return pickle(std::string(std::size_t(n), ']') + std::string(std::size_t(n - 1), 'a'));
    };
    EXPECT_NO_THROW(unpickle(nested_lists(256), "p"));
    EXPECT_REFUSED(unpickle(nested_lists(257), "p"), "values nest deeper than 256 levels");
    EXPECT_REFUSED(unpickle(nested_lists(100000), "p"), "values nest deeper than 256 levels");
    EXPECT_REFUSED(unpickle(pickle(")" + std::string(300, '\x85')), "p"), "nest deeper than 256");
    EXPECT_REFUSED(unpickle(pickle("ctorch\nFloatStorage\n" + std::string(300, '\x85')), "p"),
                   "nest deeper than 256");

    // No value contains itself; a list inside another no longer grows.
    EXPECT_REFUSED(unpickle(pickle("]q\x00h\x00"
                                   "a"s),
                            "p"),
                   "APPEND would put a container inside itself");
    EXPECT_REFUSED(unpickle(pickle("]q\x00]h\x00"
                                   "aq\x01h\x00h\x01"
                                   "a"s),
                            "p"),
                   "APPEND on a container that is already inside");
    EXPECT_REFUSED(unpickle(pickle("}q\x00h\x00K\x01h\x00s"s), "p"),
                   "SETITEM would put a container inside itself");

    // Shared references count every time they are reached: doubling 24 times is more than 10 M
    // values.
    std::string dag = "]q\x00"s;
    for (int i = 0; i < 30; ++i)
        dag += "](h" + std::string(1, char(i)) + "h" + std::string(1, char(i)) + "eq" +
               std::string(1, char(i + 1));
    EXPECT_REFUSED(unpickle(pickle(dag), "p"), "more than 10000000 values");
    // A long string fetched from the memo again and again: its copies are bounded by the input.
    std::string copies = "X\x00\x04\x00\x00"s + std::string(1024, 'x') + "q\x00]("s;
    for (int i = 0; i < 100000; ++i) copies += "h\x00"s;
    EXPECT_REFUSED(unpickle(pickle(copies + "e"), "p"), "a string copied too often");
}
