// Filled by issue 3: runs ../shared/bench's workload with our rasterizer and prints peers.py's JSON.
print("raster-peers: not yet")
