#!/usr/bin/env python3
"""A loopback HTTP server for wlcharts' tests (Tests/wlchartsTests/RemoteCommandTests.swift).

Usage: http-test-server.py FOLDER LOGFILE [CERT KEY]. Prints its port on the first line of stdout;
with CERT and KEY (PEM files) it speaks HTTPS with that certificate.
  /files/NAME      FOLDER/NAME with ETag and Last-Modified; If-None-Match → 304;
                   while FOLDER/NAME.status exists: that status (a failing server)
  /status/N        status N with a one-line text body
  /half/NAME       FOLDER/NAME announced whole but cut in half (the connection closes)
  /hang, /hang/…   never answers (until the client gives up)
Every request is one line in LOGFILE: METHOD PATH STATUS if-none-match=… if-modified-since=…
authorization=…
"""
import email.utils, hashlib, http.server, os, sys, time

folder, log = sys.argv[1], sys.argv[2]


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def record(self, status):
        with open(log, "a") as f:
            f.write("%s %s %d if-none-match=%s if-modified-since=%s authorization=%s\n" % (
                self.command, self.path, status, self.headers.get("If-None-Match", ""),
                self.headers.get("If-Modified-Since", ""), self.headers.get("Authorization", "")))

    def send(self, status, body=b"", headers=(), length=None):
        self.record(status)
        self.send_response(status)
        for k, v in headers:
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()

    def do_GET(self):
        path = self.path.split("?")[0]
        if path.startswith("/files/") or path.startswith("/half/"):
            name = os.path.join(folder, os.path.basename(path))
            try:
                with open(name + ".status") as f:
                    code = int(f.read().strip())
                return self.send(code, b"the server says %d\n" % code, [("Content-Type", "text/plain")])
            except OSError:
                pass
            try:
                with open(name, "rb") as f:
                    body = f.read()
            except OSError:
                return self.send(404, b"no such file\n")
            tag = '"%s"' % hashlib.sha1(body).hexdigest()
            modified = email.utils.formatdate(os.stat(name).st_mtime, usegmt=True)
            if path.startswith("/half/"):
                self.send(200, body[: len(body) // 2], [("ETag", tag)], length=len(body))
                self.close_connection = True
                return
            if self.headers.get("If-None-Match") == tag:
                return self.send(304, b"", [("ETag", tag)])
            kind = "text/csv" if name.endswith(".csv") else "application/json"
            return self.send(200, body, [("ETag", tag), ("Last-Modified", modified), ("Content-Type", kind)])
        if path.startswith("/status/"):
            code = int(path.split("/")[2])
            return self.send(code, b"the server says %d\n" % code, [("Content-Type", "text/plain")])
        if path == "/hang" or path.startswith("/hang/"):
            self.record(0)
            time.sleep(3600)
            return
        self.send(404, b"no such path\n")


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
if len(sys.argv) > 4:
    import ssl
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[3], sys.argv[4])
    server.socket = context.wrap_socket(server.socket, server_side=True)
print(server.server_address[1], flush=True)
server.serve_forever()
