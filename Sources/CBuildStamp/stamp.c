// The commit stamp: a weak, empty definition here; `make build`, `make install` and `make deb`
// link an object defining `wlcharts_commit_stamp` strongly (scripts/commit-stamp.sh), which the
// linker prefers. A plain `swift build` links this one. No compile flag, no file in the tree:
// stamping only relinks (docs/install.md, "Version").
#include "CBuildStamp.h"

__attribute__((weak)) const char wlcharts_commit_stamp[] = "";

const char *wlcharts_build_commit(void) { return wlcharts_commit_stamp; }
