#pragma once
// FreeType for tests only: an independent rasterizer to compare our glyphs with. Never linked into
// a product (see Package.swift: only RasterTests depends on CFreeType).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
