#ifndef CBUILDSTAMP_H
#define CBUILDSTAMP_H

/// The commit this binary was built from ("" when built without `make`): the weak definition in
/// stamp.c, replaced at link time by the strong one `make` links in (docs/install.md, "Version").
const char *wlcharts_build_commit(void);

#endif
