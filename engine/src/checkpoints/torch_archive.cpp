// The torch.save archive (attnlab/checkpoints/torch_checkpoint.hpp): a ZIP reader
// for what PyTorch writes, and the conversion of its tensors to fp32.
//
// ZIP as torch writes it (PKWARE APPNOTE 6.3): entries stored (method 0),
// each a local header ("PK\3\4", sizes 0 and a data descriptor after the data
// when flag bit 3 is set), the central directory ("PK\1\2" per entry), a
// ZIP64 end record + locator ("PK\6\6", "PK\6\7") and the end record
// ("PK\5\6"). Fields of 0xFFFF / 0xFFFFFFFF are read from the ZIP64 records.
// Every offset and size is checked against the bytes before anything is
// read or allocated; entries may not overlap, so what is kept never adds up
// to more than the file; each entry's CRC-32 is checked.
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <fstream>
#include <limits>

#include "attnlab/checkpoints/torch_checkpoint.hpp"
#include "checkpoints/shown_text.hpp"
#include "support/half_float.hpp"

namespace attn {
namespace {

using detail::load_le16;
using detail::load_le32;
using detail::load_le64;

constexpr std::uint32_t kLocalSig = 0x04034b50, kCentralSig = 0x02014b50, kEndSig = 0x06054b50,
                        kEnd64Sig = 0x06064b50, kLocatorSig = 0x07064b50,
                        kDescriptorSig = 0x08074b50;
constexpr std::uint64_t kMax16 = 0xFFFF, kMax32 = 0xFFFFFFFF;

[[noreturn]] void fail(const std::string& name, const std::string& what) {
    throw CheckpointError(name + ": " + what);
}

// CRC-32 (IEEE, reflected, as ZIP uses), eight bytes at a time.
struct Crc32 {
    std::array<std::array<std::uint32_t, 256>, 8> t{};
    Crc32() {
        for (std::uint32_t i = 0; i < 256; ++i) {
            std::uint32_t c = i;
            for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[0][i] = c;
        }
        for (std::uint32_t i = 0; i < 256; ++i)
            for (int s = 1; s < 8; ++s) t[s][i] = (t[s - 1][i] >> 8) ^ t[0][t[s - 1][i] & 0xFF];
    }
    std::uint32_t operator()(const unsigned char* p, std::size_t n) const {
        std::uint32_t c = 0xFFFFFFFFu;
        for (; n >= 8; n -= 8, p += 8) {
            const std::uint32_t a = c ^ load_le32(p), b = load_le32(p + 4);
            c = t[7][a & 0xFF] ^ t[6][(a >> 8) & 0xFF] ^ t[5][(a >> 16) & 0xFF] ^ t[4][a >> 24] ^
                t[3][b & 0xFF] ^ t[2][(b >> 8) & 0xFF] ^ t[1][(b >> 16) & 0xFF] ^ t[0][b >> 24];
        }
        for (; n > 0; --n, ++p) c = t[0][(c ^ *p) & 0xFF] ^ (c >> 8);
        return c ^ 0xFFFFFFFFu;
    }
};
const Crc32& crc32() {
    static const Crc32 c;
    return c;
}

// The archive's bytes: in memory, or a file read piece by piece (so a
// checkpoint is held once, as its entries, not twice).
class Source {
  public:
    virtual ~Source() = default;
    virtual std::uint64_t size() const = 0;
    // Exactly n bytes at off; the caller has checked off + n <= size().
    virtual std::string read(std::uint64_t off, std::uint64_t n) = 0;
};
class MemorySource final : public Source {
  public:
    explicit MemorySource(const std::string& b) : b_(b) {}
    std::uint64_t size() const override { return b_.size(); }
    std::string read(std::uint64_t off, std::uint64_t n) override {
        return b_.substr(std::size_t(off), std::size_t(n));
    }

  private:
    const std::string& b_;
};
class FileSource final : public Source {
  public:
    FileSource(const std::string& path) : path_(path), in_(path, std::ios::binary) {
        if (!in_) fail(path, "cannot be opened");
        in_.seekg(0, std::ios::end);
        const auto end = in_.tellg();
        if (end < 0) fail(path, "cannot be read (its size is unknown)");
        size_ = std::uint64_t(end);
    }
    std::uint64_t size() const override { return size_; }
    std::string read(std::uint64_t off, std::uint64_t n) override {
        std::string s(std::size_t(n), '\0');
        in_.clear();
        in_.seekg(std::streamoff(off));
        in_.read(s.data(), std::streamsize(n));
        if (!in_ || std::uint64_t(in_.gcount()) != n)
            fail(path_, "cannot read " + std::to_string(n) + " bytes at offset " +
                            std::to_string(off) + " (the file changed or cannot be read)");
        return s;
    }

  private:
    std::string path_;
    std::ifstream in_;
    std::uint64_t size_ = 0;
};

const unsigned char* u8(const std::string& s) {
    return reinterpret_cast<const unsigned char*>(s.data());
}

struct Entry {
    std::string name;
    std::uint64_t size = 0;   // compressed = uncompressed (stored)
    std::uint64_t local = 0;  // local header offset
    std::uint64_t data = 0;   // data offset (after the local header)
    std::uint64_t end = 0;    // end of the entry's bytes (data descriptor included)
    std::uint32_t crc = 0;
    std::uint16_t flags = 0, method = 0;
};

// The ZIP64 extra field (id 1) of a header: the 8-byte values of the fields
// that hold 0xFFFFFFFF, in the order usize, csize, offset.
void zip64_fields(const std::string& name, const std::string& entry, const unsigned char* extra,
                  std::size_t len, std::uint64_t* fields[3]) {
    bool wanted = false;
    for (int i = 0; i < 3; ++i) wanted = wanted || (fields[i] && *fields[i] == kMax32);
    if (!wanted) return;
    std::size_t p = 0;
    while (p + 4 <= len) {
        const std::uint16_t id = load_le16(extra + p), n = load_le16(extra + p + 2);
        if (p + 4 + n > len) break;
        if (id == 1) {
            std::size_t q = p + 4;
            for (int i = 0; i < 3; ++i) {
                if (!fields[i] || *fields[i] != kMax32) continue;
                if (q + 8 > p + 4 + n)
                    fail(name, "entry '" + entry + "': its ZIP64 extra field is too short");
                *fields[i] = load_le64(extra + q);
                q += 8;
            }
            return;
        }
        p += 4 + std::size_t(n);
    }
    fail(name, "entry '" + entry + "': sizes of 0xFFFFFFFF without a ZIP64 extra field");
}

using detail::shown;

// The first bytes are a ZIP's (a torch.save file from PyTorch 1.6 on), else says what they are.
void check_zip_start(Source& src, const std::string& name) {
    const std::uint64_t size = src.size();
    const std::string not_zip =
        "not a ZIP archive (a torch.save file from PyTorch 1.6 or later is one)";
    if (size == 0) fail(name, "is empty; " + not_zip);
    const std::string head = src.read(0, std::min<std::uint64_t>(size, 4));
    if (head.size() < 4 || load_le32(u8(head)) != kLocalSig) {
        if (static_cast<unsigned char>(head[0]) == 0x80)
            fail(name, "is a pickle, " + not_zip +
                           "; an older torch.save file must be re-saved with a newer PyTorch");
        fail(name, not_zip);
    }
    if (size < 22)
        fail(name, "truncated: " + std::to_string(size) + " bytes, too short for a ZIP archive");
}

// Where the central directory is, from the end record (and its ZIP64 twin, when there is one).
struct EndRecord {
    std::uint64_t disk = 0, cd_disk = 0, here = 0, count = 0, cd_size = 0, cd_off = 0;
    std::uint64_t cd_limit = 0;  // the central directory ends before the end records
};

// The ZIP64 end record its locator (20 bytes before the end record at e) points at: its wide
// fields replace the plain ones, which must agree where they are not 0xFF….
void read_zip64_end(Source& src, const std::string& name, const unsigned char* e,
                    std::uint64_t eocd, EndRecord& r) {
    const unsigned char* l = e - 20;
    const std::uint64_t at = load_le64(l + 8);
    if (load_le32(l + 4) != 0 || load_le32(l + 16) > 1)
        fail(name, "a multi-disk ZIP archive is not supported");
    if (at > eocd - 20 || eocd - 20 - at < 56)
        fail(name,
             "the ZIP64 end record's offset " + std::to_string(at) + " lies outside the file");
    const std::string z64 = src.read(at, 56);
    const unsigned char* z = u8(z64);
    if (load_le32(z) != kEnd64Sig)
        fail(name,
             "no ZIP64 end record where its locator points (offset " + std::to_string(at) + ")");
    const auto agree = [&](std::uint64_t& plain, std::uint64_t sentinel, std::uint64_t wide,
                           const char* what) {
        if (plain != sentinel && plain != wide)
            fail(name, std::string("the ZIP end records disagree on the ") + what + " (" +
                           std::to_string(plain) + " and " + std::to_string(wide) + ")");
        plain = wide;
    };
    agree(r.disk, kMax16, load_le32(z + 16), "disk number");
    agree(r.cd_disk, kMax16, load_le32(z + 20), "central directory's disk");
    agree(r.here, kMax16, load_le64(z + 24), "entries on this disk");
    agree(r.count, kMax16, load_le64(z + 32), "entry count");
    agree(r.cd_size, kMax32, load_le64(z + 40), "central directory's size");
    agree(r.cd_off, kMax32, load_le64(z + 48), "central directory's offset");
    r.cd_limit = at;
}

EndRecord end_record(Source& src, const std::string& name) {
    const std::uint64_t size = src.size();
    // The end record: the last "PK\5\6" whose comment reaches exactly to the end.
    const std::uint64_t tail_len = std::min<std::uint64_t>(size, 22 + 0xFFFF + 20);
    const std::uint64_t tail_at = size - tail_len;
    const std::string tail = src.read(tail_at, tail_len);
    std::uint64_t eocd = 0;
    bool found = false;
    for (std::size_t i = tail.size() - 22 + 1; i-- > 0;) {
        if (load_le32(u8(tail) + i) == kEndSig &&
            i + 22 + load_le16(u8(tail) + i + 20) == tail.size()) {
            eocd = tail_at + i;
            found = true;
            break;
        }
    }
    if (!found)
        fail(name, "truncated or damaged: no ZIP end-of-central-directory record at its end");
    const unsigned char* e = u8(tail) + (eocd - tail_at);
    EndRecord r;
    r.disk = load_le16(e + 4), r.cd_disk = load_le16(e + 6), r.here = load_le16(e + 8);
    r.count = load_le16(e + 10), r.cd_size = load_le32(e + 12), r.cd_off = load_le32(e + 16);
    r.cd_limit = eocd;

    const bool has_locator = eocd - tail_at >= 20 && load_le32(e - 20) == kLocatorSig;
    if (has_locator) {
        read_zip64_end(src, name, e, eocd, r);
    } else if (r.count == kMax16 || r.cd_size == kMax32 || r.cd_off == kMax32) {
        fail(name, "the ZIP end record refers to a ZIP64 end record that is missing");
    }
    if (r.disk != 0 || r.cd_disk != 0) fail(name, "a multi-disk ZIP archive is not supported");
    if (r.here != r.count)
        fail(name, "the ZIP end record counts " + std::to_string(r.here) +
                       " entries on this disk of " + std::to_string(r.count));
    if (r.cd_off > r.cd_limit || r.cd_size > r.cd_limit - r.cd_off)
        fail(name, "the central directory (offset " + std::to_string(r.cd_off) + ", " +
                       std::to_string(r.cd_size) + " bytes) lies outside the file (" +
                       std::to_string(size) + " bytes)");
    if (r.count > r.cd_size / 46)
        fail(name, "the central directory claims " + std::to_string(r.count) + " entries in " +
                       std::to_string(r.cd_size) + " bytes");
    if (r.count == 0) fail(name, "the ZIP archive has no entries");
    return r;
}

// The central directory's entries, each stored (not compressed, not encrypted) on this disk.
std::vector<Entry> central_entries(Source& src, const std::string& name, const EndRecord& r) {
    const std::uint64_t count = r.count, cd_off = r.cd_off;
    const std::string cd = src.read(cd_off, r.cd_size);
    const unsigned char* c = u8(cd);
    std::vector<Entry> entries;
    std::size_t p = 0;
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::string where = "central directory entry " + std::to_string(i + 1);
        if (cd.size() - p < 46 || load_le32(c + p) != kCentralSig)
            fail(name,
                 where + " (offset " + std::to_string(cd_off + p) + ") is damaged or missing");
        const std::size_t name_len = load_le16(c + p + 28), extra_len = load_le16(c + p + 30),
                          comment_len = load_le16(c + p + 32);
        if (cd.size() - p - 46 < name_len + extra_len + comment_len)
            fail(name, where + " reaches past the central directory");
        Entry en;
        en.flags = load_le16(c + p + 8);
        en.method = load_le16(c + p + 10);
        en.crc = load_le32(c + p + 16);
        std::uint64_t csize = load_le32(c + p + 20), usize = load_le32(c + p + 24),
                      local = load_le32(c + p + 42);
        const std::uint64_t entry_disk = load_le16(c + p + 34);
        en.name = cd.substr(p + 46, name_len);
        std::uint64_t* fields[3] = {&usize, &csize, &local};
        zip64_fields(name, shown(en.name), c + p + 46 + name_len, extra_len, fields);
        if (entry_disk != 0 && entry_disk != kMax16)
            fail(name, "entry '" + shown(en.name) + "' is on another disk");
        if (en.flags & 1) fail(name, "entry '" + shown(en.name) + "' is encrypted");
        if (en.method != 0)
            fail(name, "entry '" + shown(en.name) + "' is compressed (method " +
                           std::to_string(en.method) + (en.method == 8 ? ", deflate" : "") +
                           "); torch.save stores its entries uncompressed: save the checkpoint "
                           "again with torch.save "
                           "instead of re-zipping it");
        if (csize != usize)
            fail(name, "entry '" + shown(en.name) + "' is stored but its sizes differ (" +
                           std::to_string(csize) + " and " + std::to_string(usize) + ")");
        en.size = usize;
        en.local = local;
        entries.push_back(std::move(en));
        p += 46 + name_len + extra_len + comment_len;
    }
    if (p != cd.size())
        fail(name, "the central directory holds " + std::to_string(cd.size() - p) +
                       " bytes after its " + std::to_string(count) + " entries");

    return entries;
}

// The data descriptor after an entry whose local header deferred its sizes (flag bit 3):
// [signature] crc, csize, usize, 4 or 8 bytes each; its bytes join the entry's.
void take_descriptor(Source& src, const std::string& name, const std::string& ename, Entry& en,
                     std::uint64_t cd_off) {
    const std::uint64_t room = std::min<std::uint64_t>(cd_off - en.end, 24);
    const std::string d = src.read(en.end, room);
    const unsigned char* q = u8(d);
    std::size_t at = (room >= 4 && load_le32(q) == kDescriptorSig) ? 4 : 0;
    if (room >= at + 12 && load_le32(q + at) == en.crc && load_le32(q + at + 4) == en.size &&
        load_le32(q + at + 8) == en.size)
        en.end += at + 12;
    else if (room >= at + 20 && load_le32(q + at) == en.crc && load_le64(q + at + 4) == en.size &&
             load_le64(q + at + 12) == en.size)
        en.end += at + 20;
    else if (at == 4)
        fail(name, ename + ": its data descriptor disagrees with the central directory");
}

// An entry's local header: before the central directory, naming the same file, agreeing with
// the central directory; sets where its data starts and ends.
void check_local_header(Source& src, const std::string& name, Entry& en, std::uint64_t cd_off) {
    const std::string ename = "entry '" + shown(en.name) + "'";
    if (en.local > cd_off || cd_off - en.local < 30)
        fail(name, ename + ": its local header offset " + std::to_string(en.local) +
                       " lies past the entries (the central directory starts at " +
                       std::to_string(cd_off) + ")");
    const std::string h = src.read(en.local, 30);
    const unsigned char* l = u8(h);
    if (load_le32(l) != kLocalSig)
        fail(name, ename + ": no local header at offset " + std::to_string(en.local));
    const std::uint16_t flags = load_le16(l + 6), method = load_le16(l + 8);
    const std::uint32_t crc = load_le32(l + 14);
    std::uint64_t csize = load_le32(l + 18), usize = load_le32(l + 22);
    const std::uint64_t name_len = load_le16(l + 26), extra_len = load_le16(l + 28);
    if (cd_off - en.local - 30 < name_len + extra_len)
        fail(name, ename + ": its local header reaches past the entries");
    const std::string ne = src.read(en.local + 30, name_len + extra_len);
    if (ne.compare(0, name_len, en.name) != 0 || name_len != en.name.size())
        fail(name,
             ename + ": its local header names '" + shown(ne.substr(0, name_len)) + "' instead");
    if (method != en.method)
        fail(name, ename + ": local and central headers disagree on the method");
    if ((flags & 1) != (en.flags & 1))
        fail(name, ename + ": local and central headers disagree on encryption");
    std::uint64_t* fields[3] = {&usize, &csize, nullptr};
    zip64_fields(name, shown(en.name), u8(ne) + name_len, extra_len, fields);
    // With flag bit 3 the local sizes and CRC may be 0 (they follow the data).
    const bool deferred = flags & 8;
    auto same = [&](std::uint64_t local, std::uint64_t central, const char* what) {
        if (local == central || (deferred && local == 0)) return;
        fail(name, ename + ": its local header says " + what + " " + std::to_string(local) +
                       ", the central directory " + std::to_string(central));
    };
    same(csize, en.size, "compressed size");
    same(usize, en.size, "size");
    same(crc, en.crc, "CRC-32");
    en.data = en.local + 30 + name_len + extra_len;
    if (en.size > cd_off - en.data)
        fail(name, ename + ": its " + std::to_string(en.size) + " bytes at offset " +
                       std::to_string(en.data) +
                       " reach past the entries (the central directory starts at " +
                       std::to_string(cd_off) + ")");
    en.end = en.data + en.size;
    if (deferred) take_descriptor(src, name, ename, en, cd_off);
}

// No two entries' bytes overlap.
void check_no_overlap(const std::vector<Entry>& entries, const std::string& name) {
    std::vector<const Entry*> order;
    for (const Entry& en : entries) order.push_back(&en);
    std::sort(order.begin(), order.end(),
              [](const Entry* a, const Entry* b) { return a->local < b->local; });
    for (std::size_t i = 1; i < order.size(); ++i)
        if (order[i]->local < order[i - 1]->end)
            fail(name, "entries '" + shown(order[i - 1]->name) + "' and '" + shown(order[i]->name) +
                           "' overlap");
}

std::vector<Entry> central_directory(Source& src, const std::string& name) {
    check_zip_start(src, name);
    const EndRecord r = end_record(src, name);
    std::vector<Entry> entries = central_entries(src, name, r);
    for (Entry& en : entries) check_local_header(src, name, en, r.cd_off);
    check_no_overlap(entries, name);
    return entries;
}

TorchArchive read_archive(Source& src, const std::string& name) {
    const std::vector<Entry> entries = central_directory(src, name);
    const std::string& first = entries.front().name;
    const std::size_t slash = first.find('/');
    if (slash == std::string::npos || slash == 0)
        fail(name, "entry '" + shown(first) +
                       "' is not inside a folder (a torch.save archive keeps its records in one)");
    const std::string prefix = first.substr(0, slash + 1);

    TorchArchive a;
    a.name = name;
    std::string pickle;
    bool have_pickle = false;
    std::map<std::string, bool> seen;
    for (const Entry& en : entries) {
        if (en.name.compare(0, prefix.size(), prefix) != 0)
            fail(name, "entry '" + shown(en.name) + "' is outside the archive's folder '" +
                           shown(prefix) + "'");
        if (!seen.emplace(en.name, true).second)
            fail(name, "entry '" + shown(en.name) + "' appears twice");
        const std::string record = en.name.substr(prefix.size());
        const bool storage = record.compare(0, 5, "data/") == 0 && record.size() > 5;
        const bool wanted = storage || record == "data.pkl" || record == "byteorder";
        if (!wanted && en.size > (1u << 20)) continue;  // a large record the reader has no use for
        std::string bytes = src.read(en.data, en.size);
        if (crc32()(u8(bytes), bytes.size()) != en.crc)
            fail(name, "entry '" + shown(en.name) + "' is damaged (its CRC-32 does not match)");
        if (record == "data.pkl") {
            pickle = std::move(bytes);
            have_pickle = true;
        } else if (record == "byteorder") {
            if (bytes != "little")
                fail(name, "its storages are '" + shown(bytes) +
                               "'-endian; only little-endian checkpoints are read");
        } else if (storage) {
            a.storages.emplace(record.substr(5), std::move(bytes));
        }
    }
    if (!have_pickle) fail(name, "has no " + prefix + "data.pkl (not a torch.save archive)");
    a.root = unpickle(pickle, name + ": " + prefix + "data.pkl");
    return a;
}

std::string dims(const std::vector<std::int64_t>& v) {
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
    return s + "]";
}

template <typename Load>
void gather(const PickleTensor& t, const unsigned char* base, std::size_t esize, float* out,
            Load load) {
    const std::size_t nd = t.shape.size();
    bool contiguous = true;
    std::int64_t expect = 1;
    for (std::size_t i = nd; i-- > 0;) {
        if (t.shape[i] != 1 && t.stride[i] != expect) contiguous = false;
        expect *= t.shape[i];
    }
    const std::size_t n = std::size_t(expect);
    if (contiguous) {
        const unsigned char* p = base + std::size_t(t.storage_offset) * esize;
        for (std::size_t i = 0; i < n; ++i) out[i] = load(p + i * esize);
        return;
    }
    // Row-major walk with an odometer over the dimensions.
    std::vector<std::int64_t> idx(nd, 0);
    std::int64_t at = t.storage_offset;
    for (std::size_t i = 0; i < n; ++i) {
        out[i] = load(base + std::size_t(at) * esize);
        for (std::size_t d = nd; d-- > 0;) {
            if (++idx[d] < t.shape[d]) {
                at += t.stride[d];
                break;
            }
            at -= t.stride[d] * (t.shape[d] - 1);
            idx[d] = 0;
        }
    }
}

}  // namespace

namespace {

// The size in bytes of a floating-point dtype the lab reads; else why not.
std::size_t element_size(const PickleTensor& t, const std::string& where) {
    std::size_t esize = 0;
    if (t.dtype == "F32")
        esize = 4;
    else if (t.dtype == "F16" || t.dtype == "BF16")
        esize = 2;
    else if (t.dtype == "F64")
        esize = 8;
    else
        throw CheckpointError(where + ": dtype " + t.dtype +
                              " is not floating point (F32, F16, BF16 and F64 are read)");
    return esize;
}

// The number of elements of t's view of a storage of `elements` elements: its sizes and
// strides reach no element past the storage (checked step by step so no product overflows).
std::uint64_t view_elements(const PickleTensor& t, std::uint64_t elements,
                            const std::string& where) {
    if (t.shape.size() != t.stride.size() || t.storage_offset < 0)
        throw CheckpointError(where + ": its size and stride disagree");
    // Elements, and the largest index reached, checked step by step so that
    // no product can overflow (each partial result stays below the storage's size).
    for (std::size_t i = 0; i < t.shape.size(); ++i) {
        if (t.shape[i] < 0 || t.stride[i] < 0)
            throw CheckpointError(where + ": a negative size or stride");
        if (t.shape[i] > 0x7FFFFFFF)
            throw CheckpointError(where + ": dimension " + std::to_string(t.shape[i]) +
                                  " is too large");
    }
    const std::string layout = "size " + dims(t.shape) + ", stride " + dims(t.stride) +
                               ", offset " + std::to_string(t.storage_offset);
    const bool empty = std::find(t.shape.begin(), t.shape.end(), 0) != t.shape.end();
    std::uint64_t n = empty ? 0 : 1;
    if (std::uint64_t(t.storage_offset) > elements ||
        (!empty && std::uint64_t(t.storage_offset) == elements))
        throw CheckpointError(where + " (" + layout + "): its offset lies past its storage '" +
                              shown(t.storage_key) + "' of " + std::to_string(elements) +
                              " elements");
    if (!empty) {
        std::uint64_t last = std::uint64_t(t.storage_offset);  // < elements
        for (std::size_t i = 0; i < t.shape.size(); ++i) {
            n *= std::uint64_t(t.shape[i]);
            if (n > elements)
                throw CheckpointError(where + " (" + layout +
                                      ") has more elements than its storage (" +
                                      std::to_string(elements) +
                                      "); an expanded view must be saved with .contiguous()");
            const std::uint64_t steps = std::uint64_t(t.shape[i] - 1),
                                stride = std::uint64_t(t.stride[i]);
            if (steps > 0 && stride > (elements - 1 - last) / steps)
                throw CheckpointError(where + " (" + layout + ") reaches past its storage '" +
                                      shown(t.storage_key) + "' of " + std::to_string(elements) +
                                      " elements");
            last += steps * stride;
        }
    }
    return n;
}

// The view's elements as floats, in row-major order.
void convert_view(const PickleTensor& t, const std::string& s, std::size_t esize, float* out) {
    const auto* base = u8(s);
    if (t.dtype == "F32")
        gather(t, base, esize, out,
               [](const unsigned char* p) { return std::bit_cast<float>(load_le32(p)); });
    else if (t.dtype == "F16")
        gather(t, base, esize, out,
               [](const unsigned char* p) { return detail::f16_to_float(load_le16(p)); });
    else if (t.dtype == "BF16")
        gather(t, base, esize, out,
               [](const unsigned char* p) { return detail::bf16_to_float(load_le16(p)); });
    else
        gather(t, base, esize, out, [](const unsigned char* p) {
            return static_cast<float>(std::bit_cast<double>(load_le64(p)));
        });
}

}  // namespace

Tensor TorchArchive::tensor(const PickleTensor& t, const std::string& what) const {
    const std::string where =
        (name.empty() ? std::string("(archive)") : name) + ": tensor '" + shown(what) + "'";
    const std::size_t esize = element_size(t, where);
    const auto it = storages.find(t.storage_key);
    if (it == storages.end())
        throw CheckpointError(where + ": its storage '" + shown(t.storage_key) +
                              "' is not in the archive");
    const std::string& s = it->second;
    if (s.size() % esize != 0)
        throw CheckpointError(where + ": its storage of " + std::to_string(s.size()) +
                              " bytes is not a whole number of " + t.dtype + " elements");
    const std::uint64_t n = view_elements(t, s.size() / esize, where);
    Tensor out;
    for (std::int64_t d : t.shape) out.shape.push_back(int(d));
    out.data.resize(std::size_t(n));
    if (n > 0) convert_view(t, s, esize, out.data.data());
    return out;
}

TorchArchive torch_archive_from_bytes(std::string bytes, const std::string& name) {
    MemorySource src(bytes);
    return read_archive(src, name);
}

TorchArchive read_torch_archive(const std::string& path) {
    FileSource src(path);
    return read_archive(src, path);
}

}  // namespace attn
