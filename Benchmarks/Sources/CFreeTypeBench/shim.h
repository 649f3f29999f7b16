#pragma once
// FreeType as the reference the text benchmarks compare with (benchmarks only, never a product).
#include <ft2build.h>
#include FT_FREETYPE_H
