# Where a process's resident memory goes, from /proc/PID/smaps: RSS summed by what is mapped —
# the wl_shm buffers, the heap and other anonymous memory, each mapped file by name — with the
# part of it written by the process (Private_Dirty: for a library, its relocated data); groups of
# at least 0.5 MiB, largest first, then the total. Used by wall-cost.sh (SMAPS=1).
/^[0-9a-f]+-[0-9a-f]+ / {
    name = (NF >= 6) ? $6 : "[anon]"
    for (i = 7; i <= NF; i++) name = name " " $i
    if (name ~ /wlcharts-shm/) name = "wl_shm buffers"
    else if (name == "[heap]" || name == "[anon]") name = "heap and anonymous"
    else if (name ~ /^\//) { n = split(name, p, "/"); name = p[n] }
    next
}
/^Rss:/ { kib[name] += $2; total += $2 }
/^Private_Dirty:/ { dirty[name] += $2; totalDirty += $2 }
END {
    printf "%9s %9s  %s\n", "RSS MiB", "dirty", "what"
    for (k in kib) if (kib[k] >= 512) printf "%9.1f %9.1f  %s\n", kib[k] / 1024, dirty[k] / 1024, k | "sort -rn"
    close("sort -rn")
    printf "%9.1f %9.1f  total\n", total / 1024, totalDirty / 1024
}
