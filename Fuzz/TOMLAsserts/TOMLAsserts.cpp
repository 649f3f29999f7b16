// toml++ (TOMLKit 0.6.0's copy) alone under libFuzzer, with every assertion it fails recorded
// instead of aborting: the kiosk file's guard (Sources/Kiosk/KioskFile+TOMLGuard.swift) must refuse
// each input that reaches one. Fuzz/TOMLAsserts/run.sh builds and runs it (docs/reliability.md,
// "toml++'s assertions"); the first input to reach each assertion is kept as asserts/LINE.toml.
#include <cstdint>
#include <cstdio>
#include <set>
#include <string>

namespace {
struct AssertionFailed {};
const uint8_t *input;
size_t inputSize;
std::set<int> seen;

void failed(int line, const char *expression) {
    if (seen.insert(line).second) {
        char path[64];
        snprintf(path, sizeof path, "asserts/%d.toml", line);
        if (FILE *f = fopen(path, "wb")) { fwrite(input, 1, inputSize, f); fclose(f); }
        fprintf(stderr, "toml++ assertion at toml.hpp:%d: %s (input in %s)\n", line, expression, path);
    }
    throw AssertionFailed{};   // abandon this parse; the parser is built afresh for each input
}
}

#define TOML_ASSERT(expression) do { if (!(expression)) failed(__LINE__, #expression); } while (0)
#define TOML_EXCEPTIONS 1
#include TOML_HPP

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    input = data;
    inputSize = size;
    // TOMLKit hands toml++ a C string: the text ends at its first NUL.
    const std::string text = std::string(reinterpret_cast<const char *>(data), size).c_str();
    try { (void)toml::parse(text); } catch (const toml::parse_error &) {} catch (const AssertionFailed &) {}
    return 0;
}
