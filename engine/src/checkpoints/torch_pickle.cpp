// The restricted unpickler (attnlab/checkpoints/torch_checkpoint.hpp): a stack
// machine that knows the opcodes plain data needs and a handful of globals,
// each recognised by name and built by this file. Nothing is imported,
// looked up or called; a global outside the list stops the machine at its
// GLOBAL / STACK_GLOBAL opcode, before anything is built from it.
//
// Bounds (every one checked as the value grows, so nothing recursive ever
// sees more): containers nest at most kMaxDepth deep and hold at most
// kMaxValues values counted through shared references (a value reached twice
// counts twice, so walking a result never costs more than kMaxValues visits);
// a container gains items only while it is not inside another value, so no
// value can contain itself; string and bytes copies (memo gets included) add
// up to at most kCopyFactor × the input.
#include <bit>
#include <cstring>
#include <unordered_map>

#include "attnlab/checkpoints/torch_checkpoint.hpp"
#include "attnlab/io/utf8.hpp"
#include "support/half_float.hpp"

namespace attn {

const PickleValue* PickleValue::get(std::string_view key) const {
    const auto* d = std::get_if<std::shared_ptr<PickleDict>>(&v);
    if (!d || !*d) return nullptr;
    // The last of equal keys wins, as in the dict Python would have built.
    for (auto it = (*d)->rbegin(); it != (*d)->rend(); ++it)
        if (const auto* s = std::get_if<std::string>(&it->first.v); s && *s == key)
            return &it->second;
    return nullptr;
}

namespace {

constexpr std::size_t kMaxDepth = 256;
constexpr std::uint64_t kMaxValues = 10'000'000;
constexpr std::uint64_t kCopyFactor = 16;
constexpr std::size_t kMaxDims = 64;

// The allowed globals. Each is a marker: REDUCE / NEWOBJ on it builds a value here.
enum class Marker {
    ordered_dict,
    rebuild_tensor_v2,
    rebuild_parameter,
    storage_type,
    np_scalar,
    np_dtype,
    codecs_encode
};

struct Special;
// One entry of the machine's stack or memo: plain data, or (special != null)
// something only the machine handles: an allowed global, a storage (a
// BINPERSID result), a numpy dtype, or a tuple holding one of those.
struct Item {
    PickleValue value;
    std::shared_ptr<Special> special;
};
struct Special {
    enum class Kind { global, storage, np_dtype, tuple } kind = Kind::global;
    Marker marker = Marker::ordered_dict;  // global
    std::string name;                      // global: "module.name"; np_dtype: its code ("f8")
    std::string dtype;                     // global storage type, storage: "F32", "F16", …
    std::string key;                       // storage: the archive's data/<key>
    char byteorder = '<';                  // np_dtype: '<', '>' or '|' (set by BUILD)
    std::vector<Item> items;               // tuple
    std::uint64_t size = 1;                // values inside, this one included
    std::size_t depth = 0;
};

// Bookkeeping of a list, tuple or dict the machine made.
struct Info {
    std::uint64_t size = 1;  // values inside, counted through shared references
    std::size_t depth = 1;   // nesting: an empty container is 1 deep
    bool sealed = false;     // inside another value (or a tuple): gains no more items
};

struct Storage {
    const char* global;
    const char* dtype;
};
constexpr Storage kStorages[] = {
    {"FloatStorage", "F32"},  {"HalfStorage", "F16"}, {"BFloat16Storage", "BF16"},
    {"DoubleStorage", "F64"}, {"LongStorage", "I64"}, {"IntStorage", "I32"},
    {"ShortStorage", "I16"},  {"CharStorage", "I8"},  {"ByteStorage", "U8"},
    {"BoolStorage", "BOOL"},
};
constexpr const char* kTorchDtypes[] = {
    "float32", "float", "float16", "half",  "bfloat16", "float64", "double", "int64",
    "long",    "int32", "int",     "int16", "short",    "int8",    "uint8",  "bool"};

// A name as it may appear in a message: printable ASCII, at most 120 characters.
std::string shown(const std::string& s) {
    std::string out;
    for (unsigned char c : s) {
        if (out.size() >= 120) return out + "…";
        if (c >= 0x20 && c < 0x7F) {
            out += char(c);
        } else {
            static const char* hex = "0123456789abcdef";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

class Machine {
  public:
    Machine(const std::string& in, const std::string& name) : in_(in), name_(name) {
        copy_budget_ = kCopyFactor * in.size() + (1u << 20);
    }

    PickleValue run() {
        while (true) {
            if (pos_ >= in_.size()) fail_at(in_.size(), "the pickle ends before its STOP opcode");
            op_at_ = pos_;
            const unsigned char op = byte();
            if (op == '.') return stop();
            execute(op);
        }
    }

  private:
    const std::string& in_;
    const std::string& name_;
    std::size_t pos_ = 0, op_at_ = 0;
    std::vector<Item> stack_;
    std::vector<std::size_t> marks_;
    std::unordered_map<std::uint64_t, Item> memo_;
    std::unordered_map<const void*, Info> info_;
    std::uint64_t copied_ = 0, copy_budget_ = 0;

    [[noreturn]] void fail_at(std::size_t at, const std::string& what) const {
        throw CheckpointError(name_ + ": byte " + std::to_string(at) + ": " + what);
    }
    [[noreturn]] void fail(const std::string& what) const { fail_at(op_at_, what); }

    // ---- reading the opcode stream ----
    const unsigned char* take(std::uint64_t n, const char* what) {
        if (n > in_.size() - pos_)
            fail(std::string("truncated: ") + what + " needs " + std::to_string(n) + " bytes, " +
                 std::to_string(in_.size() - pos_) + " left");
        const auto* p = reinterpret_cast<const unsigned char*>(in_.data()) + pos_;
        pos_ += std::size_t(n);
        return p;
    }
    unsigned char byte() { return *take(1, "an opcode"); }
    std::string line(const char* what) {
        const std::size_t nl = in_.find('\n', pos_);
        if (nl == std::string::npos)
            fail(std::string("truncated: ") + what + " has no end of line");
        std::string s = in_.substr(pos_, nl - pos_);
        pos_ = nl + 1;
        return s;
    }
    std::string text(std::uint64_t n, const char* what) {
        const auto* p = take(n, what);
        charge(n);
        return std::string(reinterpret_cast<const char*>(p), std::size_t(n));
    }
    void charge(std::uint64_t n) {
        copied_ += n;
        if (copied_ > copy_budget_)
            fail("the pickle's strings add up to more than " + std::to_string(copy_budget_) +
                 " bytes (a string copied too often)");
    }
    void charge_copy(const Item& it) {
        if (const auto* s = std::get_if<std::string>(&it.value.v)) charge(s->size());
        if (const auto* b = std::get_if<std::vector<unsigned char>>(&it.value.v)) charge(b->size());
    }

    // ---- the stack ----
    std::size_t frame_base() const { return marks_.empty() ? 0 : marks_.back(); }
    void need(std::size_t n, const char* op) const {
        if (stack_.size() - frame_base() < n)
            fail(std::string("stack underflow: ") + op + " needs " + std::to_string(n) + " item" +
                 (n == 1 ? "" : "s") + ", the stack holds " +
                 std::to_string(stack_.size() - frame_base()) + " since the last MARK");
    }
    Item pop(const char* op) {
        need(1, op);
        Item it = std::move(stack_.back());
        stack_.pop_back();
        return it;
    }
    void push_value(PickleValue v) { stack_.push_back(Item{std::move(v), nullptr}); }
    std::vector<Item> pop_mark(const char* op) {
        if (marks_.empty()) fail(std::string(op) + " without a MARK before it");
        const std::size_t m = marks_.back();
        marks_.pop_back();
        std::vector<Item> items(std::make_move_iterator(stack_.begin() + std::ptrdiff_t(m)),
                                std::make_move_iterator(stack_.end()));
        stack_.resize(m);
        return items;
    }

    // ---- what an item is ----
    static std::string kind(const Item& it) {
        if (it.special) {
            switch (it.special->kind) {
                case Special::Kind::global:
                    return "global '" + shown(it.special->name) + "'";
                case Special::Kind::storage:
                    return "a storage";
                case Special::Kind::np_dtype:
                    return "a numpy dtype";
                case Special::Kind::tuple:
                    return "a tuple holding a global";
            }
        }
        return kind(it.value);
    }
    static std::string kind(const PickleValue& v) {
        switch (v.v.index()) {
            case 0:
                return "None";
            case 1:
                return "a bool";
            case 2:
                return "an int";
            case 3:
                return "a float";
            case 4:
                return "a str";
            case 5:
                return "bytes";
            case 6:
                return v.is_tuple ? "a tuple" : "a list";
            case 7:
                return "a dict";
            default:
                return "a tensor";
        }
    }
    static const void* container(const PickleValue& v) {
        if (const auto* l = std::get_if<std::shared_ptr<PickleList>>(&v.v)) return l->get();
        if (const auto* d = std::get_if<std::shared_ptr<PickleDict>>(&v.v)) return d->get();
        return nullptr;
    }
    Info stats(const Item& it) const {
        if (it.special) return Info{it.special->size, it.special->depth, true};
        if (const void* c = container(it.value)) return info_.at(c);
        return Info{1, 0, true};
    }
    // `child` becomes part of a value of `size` / `depth`: it is sealed, and
    // the parent's totals grow, within the limits.
    void adopt(std::uint64_t& size, std::size_t& depth, const Item& child) {
        const Info s = stats(child);
        if (!child.special)
            if (const void* c = container(child.value)) info_.at(c).sealed = true;
        size += s.size;
        if (size > kMaxValues)
            fail("the pickle holds more than " + std::to_string(kMaxValues) +
                 " values (counted through shared references)");
        depth = std::max(depth, s.depth + 1);
        if (depth > kMaxDepth)
            fail("values nest deeper than " + std::to_string(kMaxDepth) + " levels");
    }
    PickleValue data(Item&& it, const char* where) const {
        if (it.special) fail(kind(it) + " cannot be stored as data (" + where + ")");
        return std::move(it.value);
    }

    PickleValue new_list(bool tuple) {
        auto l = std::make_shared<PickleList>();
        info_[l.get()] = Info{1, 1, tuple};
        PickleValue v;
        v.v = l;
        v.is_tuple = tuple;
        return v;
    }
    PickleValue new_dict() {
        auto d = std::make_shared<PickleDict>();
        info_[d.get()] = Info{};
        PickleValue v;
        v.v = d;
        return v;
    }
    Item make_tuple(std::vector<Item> items) {
        bool plain = true;
        for (const auto& it : items) plain = plain && !it.special;
        std::uint64_t size = 1;
        std::size_t depth = 1;
        for (const auto& it : items) adopt(size, depth, it);
        if (!plain) {
            auto s = std::make_shared<Special>();
            s->kind = Special::Kind::tuple;
            s->items = std::move(items);
            s->size = size;
            s->depth = depth;
            return Item{PickleValue{}, s};
        }
        PickleValue v = new_list(true);
        auto& l = *std::get<std::shared_ptr<PickleList>>(v.v);
        l.reserve(items.size());
        for (auto& it : items) l.push_back(std::move(it.value));
        info_[&l] = Info{size, depth, true};
        return Item{std::move(v), nullptr};
    }
    // The container `target` may still gain `child`: it is not inside another
    // value, and `child` is not the container itself.
    Info& open(const PickleValue& target, const Item& child, const char* op) {
        const void* c = container(target);
        Info& inf = info_.at(c);
        if (inf.sealed)
            fail(std::string(op) + " on a " +
                 (target.is_tuple ? "tuple" : "container that is already inside another value") +
                 " (only a value being built may grow; recursive structures are refused)");
        if (!child.special && container(child.value) == c)
            fail(std::string(op) + " would put a container inside itself");
        return inf;
    }
    void append(const Item& list_item, std::vector<Item> items, const char* op) {
        const auto* lp = std::get_if<std::shared_ptr<PickleList>>(&list_item.value.v);
        if (list_item.special || !lp || list_item.value.is_tuple)
            fail(std::string(op) + " needs a list, found " + kind(list_item));
        PickleList& l = **lp;
        for (auto& it : items) {
            Info& inf = open(list_item.value, it, op);
            adopt(inf.size, inf.depth, it);
            l.push_back(data(std::move(it), "a list item"));
        }
    }
    void set_items(const Item& dict_item, std::vector<Item> items, const char* op) {
        const auto* dp = std::get_if<std::shared_ptr<PickleDict>>(&dict_item.value.v);
        if (dict_item.special || !dp)
            fail(std::string(op) + " needs a dict, found " + kind(dict_item));
        if (items.size() % 2 != 0)
            fail(std::string(op) + " with an odd number of items (a key without its value)");
        PickleDict& d = **dp;
        for (std::size_t i = 0; i < items.size(); i += 2) {
            Info& inf = open(dict_item.value, items[i], op);
            adopt(inf.size, inf.depth, items[i]);
            Info& inf2 = open(dict_item.value, items[i + 1], op);
            adopt(inf2.size, inf2.depth, items[i + 1]);
            PickleValue k = data(std::move(items[i]), "a dict key");
            PickleValue v = data(std::move(items[i + 1]), "a dict value");
            d.emplace_back(std::move(k), std::move(v));
        }
    }

    // ---- integers ----
    std::int64_t le_signed(const unsigned char* p, std::uint64_t n) {
        if (n > 8) fail("an integer wider than 64 bits (" + std::to_string(n) + " bytes)");
        if (n == 0) return 0;
        std::uint64_t u = 0;
        for (std::uint64_t i = 0; i < n; ++i) u |= std::uint64_t(p[i]) << (8 * i);
        if (n < 8 && (p[n - 1] & 0x80)) u |= ~std::uint64_t(0) << (8 * n);  // sign extension
        return std::bit_cast<std::int64_t>(u);
    }

    // ---- globals: recognised by name, never imported ----
    Item global(const std::string& module, const std::string& name) {
        const std::string full = module + "." + name;
        auto marker = [&](Marker m, std::string dtype = {}) {
            auto s = std::make_shared<Special>();
            s->kind = Special::Kind::global;
            s->marker = m;
            s->name = full;
            s->dtype = std::move(dtype);
            return Item{PickleValue{}, s};
        };
        if (module == "collections" && name == "OrderedDict") return marker(Marker::ordered_dict);
        if (module == "torch._utils" && name == "_rebuild_tensor_v2")
            return marker(Marker::rebuild_tensor_v2);
        if (module == "torch._utils" && name == "_rebuild_parameter")
            return marker(Marker::rebuild_parameter);
        if (module == "torch") {
            for (const auto& s : kStorages)
                if (name == s.global) return marker(Marker::storage_type, s.dtype);
            for (const char* d : kTorchDtypes)
                if (name == d) {
                    charge(full.size());
                    return Item{PickleValue{full}, nullptr};  // a dtype object as data: its name
                }
        }
        if ((module == "numpy.core.multiarray" || module == "numpy._core.multiarray") &&
            name == "scalar")
            return marker(Marker::np_scalar);
        if (module == "numpy" && name == "dtype") return marker(Marker::np_dtype);
        if (module == "_codecs" && name == "encode") return marker(Marker::codecs_encode);
        fail("global '" + shown(full) +
             "' is not allowed (a checkpoint needs only tensors, dicts and numbers)");
    }

    // REDUCE's arguments: a tuple, plain or holding specials.
    struct Args {
        const std::vector<Item>* items = nullptr;
        const PickleList* values = nullptr;
        std::size_t size() const { return items ? items->size() : values->size(); }
        const Special* special(std::size_t i) const {
            return items ? (*items)[i].special.get() : nullptr;
        }
        const PickleValue& value(std::size_t i) const {
            return items ? (*items)[i].value : (*values)[i];
        }
    };
    Args args_of(const Item& a, const char* op) const {
        if (a.special && a.special->kind == Special::Kind::tuple)
            return Args{&a.special->items, nullptr};
        const auto* l = std::get_if<std::shared_ptr<PickleList>>(&a.value.v);
        if (a.special || !l || !a.value.is_tuple)
            fail(std::string(op) + " needs a tuple of arguments, found " + kind(a));
        return Args{nullptr, l->get()};
    }
    std::int64_t int_arg(const Args& a, std::size_t i, const char* what) const {
        const auto* v = a.special(i) ? nullptr : std::get_if<std::int64_t>(&a.value(i).v);
        if (!v) fail(std::string(what) + " is not an int");
        return *v;
    }
    std::vector<std::int64_t> ints_arg(const Args& a, std::size_t i, const char* what) const {
        const PickleValue& v = a.value(i);
        const auto* l = a.special(i) ? nullptr : std::get_if<std::shared_ptr<PickleList>>(&v.v);
        if (!l || !v.is_tuple) fail(std::string(what) + " is not a tuple of ints");
        if ((*l)->size() > kMaxDims)
            fail(std::string(what) + " has more than " + std::to_string(kMaxDims) + " dimensions");
        std::vector<std::int64_t> out;
        for (const auto& e : **l) {
            const auto* n = std::get_if<std::int64_t>(&e.v);
            if (!n || *n < 0)
                fail(std::string(what) + " holds something other than a whole number ≥ 0");
            out.push_back(*n);
        }
        return out;
    }
    const std::string& str_arg(const Args& a, std::size_t i, const char* what) const {
        const auto* s = a.special(i) ? nullptr : std::get_if<std::string>(&a.value(i).v);
        if (!s) fail(std::string(what) + " is not a str");
        return *s;
    }

    Item reduce(const Item& callable, const Item& args_item) {
        if (!callable.special || callable.special->kind != Special::Kind::global)
            fail("REDUCE calls " + kind(callable) + " (only the allowed globals are built)");
        const Special& g = *callable.special;
        const Args a = args_of(args_item, "REDUCE");
        switch (g.marker) {
            case Marker::ordered_dict:
                if (a.size() != 0)
                    fail("OrderedDict called with arguments (a pickled dict has none)");
                return Item{new_dict(), nullptr};
            case Marker::rebuild_tensor_v2:
                return Item{rebuild_tensor(a), nullptr};
            case Marker::rebuild_parameter: {
                if (a.size() < 1 || a.size() > 4 || a.special(0) ||
                    !std::holds_alternative<std::shared_ptr<PickleTensor>>(a.value(0).v))
                    fail("_rebuild_parameter needs (tensor, requires_grad, hooks)");
                return Item{a.value(0), nullptr};
            }
            case Marker::np_dtype: {
                if (a.size() != 3) fail("numpy.dtype needs 3 arguments");
                const std::string& code = str_arg(a, 0, "numpy.dtype's code");
                static const char* kCodes[] = {"f8", "f4", "f2", "i8", "i4", "i2",
                                               "i1", "u8", "u4", "u2", "u1", "b1"};
                bool known = false;
                for (const char* c : kCodes) known = known || code == c;
                if (!known)
                    fail("numpy dtype '" + shown(code) +
                         "' is not supported (numbers and bools only)");
                auto s = std::make_shared<Special>();
                s->kind = Special::Kind::np_dtype;
                s->name = code;
                return Item{PickleValue{}, s};
            }
            case Marker::np_scalar:
                return Item{np_scalar(a), nullptr};
            case Marker::codecs_encode:
                return Item{latin1(a), nullptr};
            case Marker::storage_type:
                break;
        }
        fail("global '" + shown(g.name) + "' cannot be called");
    }

    PickleValue rebuild_tensor(const Args& a) {
        // (storage, storage_offset, size, stride, requires_grad, backward_hooks[, metadata])
        if (a.size() != 6 && a.size() != 7)
            fail("_rebuild_tensor_v2 needs 6 or 7 arguments, got " + std::to_string(a.size()));
        const Special* st = a.special(0);
        if (!st || st->kind != Special::Kind::storage)
            fail("_rebuild_tensor_v2's first argument is not a storage");
        auto t = std::make_shared<PickleTensor>();
        t->storage_key = st->key;
        t->dtype = st->dtype;
        t->storage_offset = int_arg(a, 1, "the tensor's storage offset");
        if (t->storage_offset < 0) fail("the tensor's storage offset is negative");
        t->shape = ints_arg(a, 2, "the tensor's size");
        t->stride = ints_arg(a, 3, "the tensor's stride");
        if (t->shape.size() != t->stride.size())
            fail("the tensor's size has " + std::to_string(t->shape.size()) +
                 " dimensions, its stride " + std::to_string(t->stride.size()));
        for (std::size_t i = 4; i < a.size(); ++i)
            if (a.special(i))
                fail("_rebuild_tensor_v2's argument " + std::to_string(i + 1) + " is not data");
        PickleValue v;
        v.v = t;
        return v;
    }

    PickleValue np_scalar(const Args& a) {
        if (a.size() != 2 || !a.special(0) || a.special(0)->kind != Special::Kind::np_dtype)
            fail("numpy scalar needs (dtype, bytes)");
        const auto* b = std::get_if<std::vector<unsigned char>>(&a.value(1).v);
        if (!b) fail("numpy scalar's value is not bytes");
        const Special& dt = *a.special(0);
        const char k = dt.name[0];
        const std::size_t n = std::size_t(dt.name[1] - '0');
        if (b->size() != n)
            fail("numpy scalar of dtype '" + dt.name + "' holds " + std::to_string(b->size()) +
                 " bytes, not " + std::to_string(n));
        unsigned char p[8] = {};
        for (std::size_t i = 0; i < n; ++i) p[i] = (*b)[dt.byteorder == '>' ? n - 1 - i : i];
        PickleValue v;
        if (k == 'f') {
            if (n == 8)
                v.v = std::bit_cast<double>(detail::load_le64(p));
            else if (n == 4)
                v.v = double(std::bit_cast<float>(detail::load_le32(p)));
            else
                v.v = double(detail::f16_to_float(detail::load_le16(p)));
        } else if (k == 'b') {
            v.v = p[0] != 0;
        } else {
            std::uint64_t u = detail::load_le64(p);
            if (k == 'i') {
                v.v = le_signed(p, n);
            } else {
                if (u > std::uint64_t(INT64_MAX))
                    fail("numpy scalar beyond the 64-bit signed range");
                v.v = std::int64_t(u);
            }
        }
        return v;
    }

    // _codecs.encode(text, "latin1"): how protocol 2 stores a numpy scalar's bytes.
    PickleValue latin1(const Args& a) {
        if (a.size() != 2) fail("_codecs.encode needs (str, encoding)");
        const std::string& s = str_arg(a, 0, "_codecs.encode's text");
        const std::string& enc = str_arg(a, 1, "_codecs.encode's encoding");
        if (enc != "latin1" && enc != "latin-1")
            fail("_codecs.encode with encoding '" + shown(enc) + "' (only latin1)");
        std::vector<unsigned char> out;
        for (std::size_t i = 0; i < s.size(); ++i) {
            const auto c = static_cast<unsigned char>(s[i]);
            if (c < 0x80) {
                out.push_back(c);
            } else if ((c == 0xC2 || c == 0xC3) && i + 1 < s.size()) {
                out.push_back(static_cast<unsigned char>(
                    ((c & 0x1F) << 6) | (static_cast<unsigned char>(s[i + 1]) & 0x3F)));
                ++i;
            } else {
                fail("_codecs.encode: a character beyond latin1");
            }
        }
        charge(out.size());
        PickleValue v;
        v.v = std::move(out);
        return v;
    }

    void build() {
        Item state = pop("BUILD");
        need(1, "BUILD");
        Item& target = stack_.back();
        if (target.special && target.special->kind == Special::Kind::np_dtype) {
            // state: (version, byteorder, subarray, names, fields, elsize, alignment, flags)
            const Args a = args_of(state, "BUILD on a numpy dtype");
            if (a.size() < 2) fail("BUILD on a numpy dtype needs its byte order");
            const std::string& order = str_arg(a, 1, "the numpy dtype's byte order");
            if (order != "<" && order != ">" && order != "|" && order != "=")
                fail("numpy dtype byte order '" + shown(order) + "'");
            target.special->byteorder = order == "=" ? '<' : order[0];
            return;
        }
        // An OrderedDict's state (a state dict's _metadata) and a tensor's
        // state carry nothing the reader needs: dropped.
        if (!target.special &&
            (std::holds_alternative<std::shared_ptr<PickleDict>>(target.value.v) ||
             std::holds_alternative<std::shared_ptr<PickleTensor>>(target.value.v)))
            return;
        fail("BUILD on " + kind(target) + " (only dicts, tensors and numpy dtypes take a state)");
    }

    void newobj(const Item& cls, const Item& args, const Item* kwargs) {
        if (!cls.special || cls.special->kind != Special::Kind::global ||
            cls.special->marker != Marker::ordered_dict)
            fail("NEWOBJ on " + kind(cls) + " (only collections.OrderedDict is built this way)");
        if (args_of(args, "NEWOBJ").size() != 0) fail("NEWOBJ of OrderedDict with arguments");
        if (kwargs) {
            const auto* d = std::get_if<std::shared_ptr<PickleDict>>(&kwargs->value.v);
            if (kwargs->special || !d || !(*d)->empty())
                fail("NEWOBJ_EX of OrderedDict with keyword arguments");
        }
        push_value(new_dict());
    }

    void persistent_id() {
        // torch: ('storage', storage_type, key, location, numel)
        const Item pid = pop("BINPERSID");
        if (!pid.special || pid.special->kind != Special::Kind::tuple)
            fail("a persistent id that is not a torch storage");
        const Args a = args_of(pid, "BINPERSID");
        if (a.size() != 5 || a.special(0) || !std::holds_alternative<std::string>(a.value(0).v) ||
            std::get<std::string>(a.value(0).v) != "storage")
            fail("a persistent id that is not ('storage', type, key, location, numel)");
        const Special* type = a.special(1);
        if (!type || type->kind != Special::Kind::global || type->marker != Marker::storage_type)
            fail("the persistent id's storage type is not a torch storage class");
        auto s = std::make_shared<Special>();
        s->kind = Special::Kind::storage;
        s->dtype = type->dtype;
        s->key = str_arg(a, 2, "the storage key");
        charge(s->key.size());
        str_arg(a, 3, "the storage location");
        if (int_arg(a, 4, "the storage's element count") < 0)
            fail("the storage's element count is negative");
        stack_.push_back(Item{PickleValue{}, s});
    }

    PickleValue stop() {
        Item it = pop("STOP");
        return data(std::move(it), "the pickle's result");
    }

    void memo_put(std::uint64_t index) {
        need(1, "a memo put");
        charge_copy(stack_.back());
        memo_[index] = stack_.back();
    }
    void memo_get(std::uint64_t index) {
        const auto it = memo_.find(index);
        if (it == memo_.end()) fail("memo index " + std::to_string(index) + " is not set");
        charge_copy(it->second);
        stack_.push_back(it->second);
    }

    void push_str(std::uint64_t n) {
        std::string s = text(n, "a string");
        if (!valid_utf8(s))
            fail_at(pos_ - std::size_t(n) + first_invalid_utf8(s), "a str that is not valid UTF-8");
        push_value(PickleValue{std::move(s)});
    }
    void push_bytes(std::uint64_t n) {
        const auto* p = take(n, "bytes");
        charge(n);
        PickleValue v;
        v.v = std::vector<unsigned char>(p, p + n);
        push_value(std::move(v));
    }

    void execute(unsigned char op) {
        using detail::load_le16;
        using detail::load_le32;
        using detail::load_le64;
        switch (op) {
            case 0x80: {  // PROTO
                const unsigned v = byte();
                if (v > 5) fail("pickle protocol " + std::to_string(v) + " is newer than 5");
                return;
            }
            case 0x95: {  // FRAME: a length, advisory
                const std::uint64_t n = load_le64(take(8, "FRAME"));
                if (n > in_.size() - pos_)
                    fail("FRAME of " + std::to_string(n) + " bytes reaches past the end");
                return;
            }
            case '(':
                marks_.push_back(stack_.size());
                return;  // MARK
            case '}':
                push_value(new_dict());
                return;  // EMPTY_DICT
            case ']':
                push_value(new_list(false));
                return;  // EMPTY_LIST
            case ')':
                stack_.push_back(make_tuple({}));
                return;   // EMPTY_TUPLE
            case 0x85:    // TUPLE1
            case 0x86:    // TUPLE2
            case 0x87: {  // TUPLE3
                const std::size_t n = op - 0x84u;
                need(n, "TUPLEn");
                std::vector<Item> items(std::make_move_iterator(stack_.end() - std::ptrdiff_t(n)),
                                        std::make_move_iterator(stack_.end()));
                stack_.resize(stack_.size() - n);
                stack_.push_back(make_tuple(std::move(items)));
                return;
            }
            case 't':
                stack_.push_back(make_tuple(pop_mark("TUPLE")));
                return;
            case 's': {  // SETITEM
                need(3, "SETITEM");
                std::vector<Item> kv(std::make_move_iterator(stack_.end() - 2),
                                     std::make_move_iterator(stack_.end()));
                stack_.resize(stack_.size() - 2);
                set_items(stack_.back(), std::move(kv), "SETITEM");
                return;
            }
            case 'u': {  // SETITEMS
                std::vector<Item> kv = pop_mark("SETITEMS");
                need(1, "SETITEMS");
                set_items(stack_.back(), std::move(kv), "SETITEMS");
                return;
            }
            case 'a': {  // APPEND
                need(2, "APPEND");
                std::vector<Item> one;
                one.push_back(pop("APPEND"));
                append(stack_.back(), std::move(one), "APPEND");
                return;
            }
            case 'e': {  // APPENDS
                std::vector<Item> items = pop_mark("APPENDS");
                need(1, "APPENDS");
                append(stack_.back(), std::move(items), "APPENDS");
                return;
            }
            case 'J':
                push_value(PickleValue{std::int64_t(std::int32_t(load_le32(take(4, "BININT"))))});
                return;
            case 'K':
                push_value(PickleValue{std::int64_t(*take(1, "BININT1"))});
                return;
            case 'M':
                push_value(PickleValue{std::int64_t(load_le16(take(2, "BININT2")))});
                return;
            case 0x8a: {  // LONG1
                const unsigned n = byte();
                push_value(PickleValue{le_signed(take(n, "LONG1"), n)});
                return;
            }
            case 0x8b: {  // LONG4
                const std::int32_t n = std::int32_t(load_le32(take(4, "LONG4")));
                if (n < 0) fail("LONG4 with a negative length");
                push_value(
                    PickleValue{le_signed(take(std::uint64_t(n), "LONG4"), std::uint64_t(n))});
                return;
            }
            case 'G': {  // BINFLOAT: big-endian
                const unsigned char* p = take(8, "BINFLOAT");
                std::uint64_t u = 0;
                for (int i = 0; i < 8; ++i) u = (u << 8) | p[i];
                push_value(PickleValue{std::bit_cast<double>(u)});
                return;
            }
            case 'N':
                push_value(PickleValue{});
                return;
            case 0x88:
                push_value(PickleValue{true});
                return;
            case 0x89:
                push_value(PickleValue{false});
                return;
            case 0x8c:
                push_str(byte());
                return;  // SHORT_BINUNICODE
            case 'X':
                push_str(load_le32(take(4, "BINUNICODE")));
                return;  // BINUNICODE
            case 0x8d:
                push_str(load_le64(take(8, "BINUNICODE8")));
                return;  // BINUNICODE8
            case 'U':
                push_bytes(byte());
                return;  // SHORT_BINSTRING
            case 'T': {  // BINSTRING
                const std::int32_t n = std::int32_t(load_le32(take(4, "BINSTRING")));
                if (n < 0) fail("BINSTRING with a negative length");
                push_bytes(std::uint64_t(n));
                return;
            }
            case 'C':
                push_bytes(byte());
                return;  // SHORT_BINBYTES
            case 'B':
                push_bytes(load_le32(take(4, "BINBYTES")));
                return;  // BINBYTES
            case 0x8e:
                push_bytes(load_le64(take(8, "BINBYTES8")));
                return;  // BINBYTES8
            case 'q':
                memo_put(byte());
                return;  // BINPUT
            case 'r':
                memo_put(load_le32(take(4, "LONG_BINPUT")));
                return;  // LONG_BINPUT
            case 0x94:
                memo_put(memo_.size());
                return;  // MEMOIZE
            case 'h':
                memo_get(byte());
                return;  // BINGET
            case 'j':
                memo_get(load_le32(take(4, "LONG_BINGET")));
                return;  // LONG_BINGET
            case 'c': {  // GLOBAL
                const std::string module = line("GLOBAL's module");
                const std::string name = line("GLOBAL's name");
                stack_.push_back(global(module, name));
                return;
            }
            case 0x93: {  // STACK_GLOBAL
                need(2, "STACK_GLOBAL");
                Item name = pop("STACK_GLOBAL");
                Item module = pop("STACK_GLOBAL");
                const auto* m =
                    module.special ? nullptr : std::get_if<std::string>(&module.value.v);
                const auto* n = name.special ? nullptr : std::get_if<std::string>(&name.value.v);
                if (!m || !n) fail("STACK_GLOBAL needs two strs");
                stack_.push_back(global(*m, *n));
                return;
            }
            case 'R': {  // REDUCE
                need(2, "REDUCE");
                Item args = pop("REDUCE");
                Item callable = pop("REDUCE");
                stack_.push_back(reduce(callable, args));
                return;
            }
            case 'b':
                build();
                return;
            case 0x81: {  // NEWOBJ
                need(2, "NEWOBJ");
                Item args = pop("NEWOBJ");
                Item cls = pop("NEWOBJ");
                newobj(cls, args, nullptr);
                return;
            }
            case 0x92: {  // NEWOBJ_EX
                need(3, "NEWOBJ_EX");
                Item kwargs = pop("NEWOBJ_EX");
                Item args = pop("NEWOBJ_EX");
                Item cls = pop("NEWOBJ_EX");
                newobj(cls, args, &kwargs);
                return;
            }
            case 'Q':
                persistent_id();
                return;
            default:
                break;
        }
        std::string shown_op;
        if (op >= 0x20 && op < 0x7F) shown_op = std::string(" ('") + char(op) + "')";
        static const char* hex = "0123456789abcdef";
        fail(std::string("opcode 0x") + hex[op >> 4] + hex[op & 15] + shown_op +
             " is not supported (a checkpoint needs only data opcodes)");
    }
};

}  // namespace

PickleValue unpickle(const std::string& bytes, const std::string& name) {
    Machine m(bytes, name);
    return m.run();
}

}  // namespace attn
