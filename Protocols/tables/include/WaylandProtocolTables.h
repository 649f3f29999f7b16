// The wl_interface tables of the protocols wlcharts speaks (wayland-scanner's private code), one
// copy shared by the client (WaylandProtocols) and the test compositor (wlcharts-testcomp). Their
// declarations live in the generated client and server headers.
#pragma once
