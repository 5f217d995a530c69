// The safetensors reader and the model import on hostile bytes: what the
// safetensors fuzz target (tests/fuzz/safetensors_fuzz_entry.cpp) found or
// checks, each as a fixed input.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>

#include "attnlab/model/safetensors.hpp"

using namespace attn;

namespace {

// 8-byte length, the header text, then `data`.
std::string file_with_header(const std::string& header, const std::string& data = {}) {
    const std::uint64_t n = header.size();
    std::string out(8, '\0');
    std::memcpy(out.data(), &n, 8);
    return out + header + data;
}

bool refused(const std::string& bytes, const std::string& expected_part) {
    try {
        safetensors_from_bytes(bytes, "x.safetensors");
    } catch (const SafetensorsError& e) {
        const std::string what = e.what();
        EXPECT_EQ(what.rfind("x.safetensors: ", 0), 0u) << what;
        EXPECT_NE(what.find(expected_part), std::string::npos) << what;
        return true;
    }
    return false;
}

}  // namespace

// Four dimensions of 2^30 multiply to 2^120, which wrapped to 0 in size_t: a
// tensor of shape [2^30, 2^30, 2^30, 2^30] with no data was accepted.
TEST(SafetensorsRobust, ShapeWhoseProductWrapsAroundIsRefused) {
    EXPECT_TRUE(refused(
        file_with_header(
            R"({"x":{"dtype":"F32","shape":[1073741824,1073741824,1073741824,1073741824],"data_offsets":[0,0]}})"),
        "do not match shape"));
    // [2^30, 2^30, 2^30, 2^30, 16] wraps to 0 as well; [2, 2^62] cannot be written (dims ≤ 2^30).
    EXPECT_TRUE(refused(
        file_with_header(
            R"({"x":{"dtype":"F32","shape":[1073741824,1073741824,1073741824,1073741824,16],"data_offsets":[0,0]}})"),
        "do not match shape"));
    // A zero dimension makes an empty tensor, whatever the others are.
    const SafetensorsFile f = safetensors_from_bytes(
        file_with_header(
            R"({"x":{"dtype":"F32","shape":[1073741824,0,1073741824],"data_offsets":[0,0]}})"),
        "x");
    EXPECT_TRUE(f.tensors.at("x").data.empty());
}

// Found by the safetensors fuzz target: nlohmann's out_of_range for a number
// beyond double range escaped the reader instead of a SafetensorsError.
// Two tensors that share bytes are refused, naming both (docs/cli.md promises it); touching
// ranges and a tensor of no values are not an overlap.
TEST(SafetensorsRobust, TensorsThatShareBytesAreRefusedNamingBoth) {
    const std::string eight(32, '\0');
    EXPECT_TRUE(refused(
        file_with_header(
            R"({"w":{"dtype":"F32","shape":[4],"data_offsets":[0,16]},"b":{"dtype":"F32","shape":[2],"data_offsets":[8,16]}})",
            eight),
        "tensors 'w' [0, 16] and 'b' [8, 16] overlap"));
    EXPECT_FALSE(refused(
        file_with_header(
            R"({"w":{"dtype":"F32","shape":[4],"data_offsets":[0,16]},"b":{"dtype":"F32","shape":[2],"data_offsets":[16,24]},"e":{"dtype":"F32","shape":[0],"data_offsets":[4,4]}})",
            eight),
        "overlap"));
}

TEST(SafetensorsRobust, NumberBeyondDoubleRangeIsASafetensorsError) {
    EXPECT_TRUE(refused(
        file_with_header(R"({"x":{"dtype":"F32","shape":[107374e1824],"data_offsets":[0,0]}})"),
        "header is not valid JSON"));
    EXPECT_TRUE(refused(file_with_header(R"({"__metadata__":{"a":"b"},"y":-1e400})"),
                        "header is not valid JSON"));
}

TEST(SafetensorsRobust, ShapeMustBeAnArray) {
    const std::string four(20, '\0');
    EXPECT_TRUE(
        refused(file_with_header(R"({"x":{"dtype":"F32","shape":5,"data_offsets":[0,20]}})", four),
                "shape is not an array"));
    EXPECT_TRUE(refused(
        file_with_header(R"({"x":{"dtype":"F32","shape":{"a":5},"data_offsets":[0,20]}})", four),
        "shape is not an array"));
    EXPECT_TRUE(
        refused(file_with_header(R"({"x":{"dtype":"F32","shape":null,"data_offsets":[0,0]}})"),
                "shape is not an array"));
}

// A million nested arrays in the dtype: the error message used to dump() it
// recursively (a stack overflow); nesting is now refused while parsing.
TEST(SafetensorsRobust, DeeplyNestedHeaderIsRefusedWhileParsing) {
    const std::string deep = std::string(1000000, '[') + std::string(1000000, ']');
    EXPECT_TRUE(refused(
        file_with_header(R"({"x":{"dtype":)" + deep + R"(,"shape":[],"data_offsets":[0,0]}})"),
        "nested deeper than"));
    EXPECT_TRUE(refused(file_with_header(deep), "nested deeper than"));
}

// d_ff comes from blocks.0.ff.0.weight's shape, which may hold no data
// ([65536, 0]); with 14 such blocks the import resized the weights to 1.9
// billion floats (7.8 GB) before checking any tensor's shape.
TEST(SafetensorsRobust, ModelImportChecksShapesBeforeAllocating) {
    SafetensorsFile f;
    f.tensors["tok.weight"] = {{1, 1024}, std::vector<float>(1024, 0.0f)};
    f.tensors["pos.weight"] = {{1, 1024}, std::vector<float>(1024, 0.0f)};
    for (int i = 0; i < 14; ++i)
        f.tensors["blocks." + std::to_string(i) + ".ln1.weight"] = {{0}, {}};
    f.tensors["blocks.0.ff.0.weight"] = {{65536, 0}, {}};
    f.metadata["heads"] = "1";
    f.metadata["vocabulary"] = R"(["<unk>"])";
    try {
        from_safetensors(f);
        FAIL() << "imported";
    } catch (const SafetensorsError& e) {
        EXPECT_NE(std::string(e.what()).find("expected shape"), std::string::npos) << e.what();
    }
}

TEST(SafetensorsRobust, MetadataNumbersAreWholeNumbers) {
    SafetensorsFile f;
    f.tensors["tok.weight"] = {{2, 2}, std::vector<float>(4, 0.0f)};
    f.tensors["pos.weight"] = {{2, 2}, std::vector<float>(4, 0.0f)};
    f.tensors["blocks.0.ln1.weight"] = {{2}, std::vector<float>(2, 0.0f)};
    f.tensors["blocks.0.ff.0.weight"] = {{2, 2}, std::vector<float>(4, 0.0f)};
    f.metadata["vocabulary"] = R"(["<unk>","a"])";
    for (const char* heads : {"2x", "", "-1", "99999999999", " 1"}) {
        f.metadata["heads"] = heads;
        try {
            from_safetensors(f);
            FAIL() << heads;
        } catch (const SafetensorsError& e) {
            EXPECT_NE(std::string(e.what()).find("metadata 'heads': expected a whole number"),
                      std::string::npos)
                << e.what();
        }
    }
}

TEST(SafetensorsRobust, BytesRoundTripAndTheWriterRefusesWhatCannotBeRead) {
    SafetensorsFile f;
    f.tensors["a"] = {{2, 3}, {1, 2, 3, 4, 5, 6}};
    f.tensors["empty"] = {{0, 7}, {}};
    f.tensors["scalar"] = {{}, {2.5f}};
    f.metadata["note"] = "café";
    const std::string bytes = safetensors_to_bytes(f, "mem");
    EXPECT_EQ(safetensors_from_bytes(bytes, "mem"), f);

    SafetensorsFile bad = f;
    bad.tensors["__metadata__"] = {{1}, {1.0f}};
    EXPECT_THROW(safetensors_to_bytes(bad, "mem"), SafetensorsError);
    bad = f;
    bad.tensors["neg"] = {{-1, -1}, {1.0f}};  // (−1)·(−1) = 1 must not pass as one element
    EXPECT_THROW(safetensors_to_bytes(bad, "mem"), SafetensorsError);
    bad = f;
    bad.metadata["bad"] = "\xff";  // not UTF-8: not representable in the JSON header
    EXPECT_THROW(safetensors_to_bytes(bad, "mem"), SafetensorsError);
}

// A file that cannot be opened says why, as the system does (a missing folder said only
// "cannot open the file for reading").
TEST(SafetensorsRobust, AFileThatCannotBeOpenedSaysWhy) {
    try {
        (void)read_safetensors("/nonexistent/model.safetensors");
        FAIL() << "read";
    } catch (const SafetensorsError& e) {
        EXPECT_NE(std::string(e.what()).find("/nonexistent/model.safetensors"), std::string::npos)
            << e.what();
        EXPECT_NE(std::string(e.what()).find("(No such file or directory)"), std::string::npos)
            << e.what();
    }
}
