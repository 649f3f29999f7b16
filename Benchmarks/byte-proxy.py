#!/usr/bin/env python3
# A loopback TCP proxy that counts what passes: 127.0.0.1:LISTEN → 127.0.0.1:TARGET, and after
# every chunk it rewrites COUNTS with "REQUESTS UP DOWN" — the HTTP requests seen (request lines
# ending in " HTTP/1.1"), the bytes sent to the server and the bytes it answered, as on the wire
# (compressed when the client asked for it). Runs until killed. Used by source-cost.sh.
#
#   byte-proxy.py LISTEN TARGET COUNTS
import asyncio, os, sys
listen, target, counts = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
total = [0, 0, 0]

def save():
    with open(counts + ".tmp", "w") as f:
        f.write("%d %d %d\n" % tuple(total))
    os.replace(counts + ".tmp", counts)

async def pipe(reader, writer, up):
    try:
        while data := await reader.read(65536):
            if up:
                total[0] += data.count(b" HTTP/1.1\r\n")
            total[1 if up else 2] += len(data)
            save()
            writer.write(data)
            await writer.drain()
    except OSError:
        pass
    finally:
        writer.close()

async def serve(reader, writer):
    try:
        r, w = await asyncio.open_connection("127.0.0.1", target)
    except OSError:
        writer.close()
        return
    await asyncio.gather(pipe(reader, w, True), pipe(r, writer, False))

async def main():
    save()
    server = await asyncio.start_server(serve, "127.0.0.1", listen)
    async with server:
        await server.serve_forever()

asyncio.run(main())
