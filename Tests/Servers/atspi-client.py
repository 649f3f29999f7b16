#!/usr/bin/python3
"""An AT-SPI client for wlchartsTests/ScreenReaderTests: reads wlcharts's accessible tree the way a
screen reader does (libatspi through python3-gi), presses keys in the test compositor, performs a
series' toggle action, sets the range start and selects and deselects series through the series
list's Selection, and prints what it saw as one JSON object.

usage: atspi-client.py COMMAND-FIFO SERIES-NAME
Screenshots go beside the FIFO: shown.png before the toggle, hidden.png after it; unselected.png
and reshown.png before and after the series is selected again.
"""
import json
import os
import sys
import time
import warnings

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

warnings.simplefilter("ignore", DeprecationWarning)  # get_action_iface and friends: still what 2.46 offers


def node(acc):
    states = acc.get_state_set()
    out = {
        "role": acc.get_role_name(),
        "name": acc.get_name(),
        "description": acc.get_description(),
        "states": sorted(s.value_nick for s in Atspi.StateType.__enum_values__.values() if states.contains(s)),
        "children": [node(acc.get_child_at_index(i)) for i in range(acc.get_child_count())],
    }
    action = acc.get_action_iface()
    if action is not None:
        out["actions"] = [action.get_action_name(i) for i in range(action.get_n_actions())]
    value = acc.get_value_iface()
    if value is not None:
        out["value"] = [value.get_current_value(), value.get_minimum_value(), value.get_maximum_value()]
    return out


def find_app(timeout=15):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_name() == "wlcharts":
                return app
        time.sleep(0.1)
    raise SystemExit("wlcharts did not appear on the accessibility bus")


def find(acc, pred):
    if pred(acc):
        return acc
    for i in range(acc.get_child_count()):
        hit = find(acc.get_child_at_index(i), pred)
        if hit is not None:
            return hit
    return None


def pump(seconds):
    loop = GLib.MainLoop()
    GLib.timeout_add(int(seconds * 1000), loop.quit)
    loop.run()


def pump_until(done, timeout=15):
    """Pumps events until done() holds or the timeout passes: a busy machine delivers them later
    than a fixed pause would wait (the test then names what is missing)."""
    deadline = time.monotonic() + timeout
    while not done() and time.monotonic() < deadline:
        pump(0.05)


def focus_changes(events, detail):
    return sum(1 for e in events if e["type"] == "object:state-changed:focused" and e["detail1"] == detail)


def written(path, timeout=10):
    """Waits until the compositor has written the screenshot at path (its size settled): a busy
    machine may take it later than the pause after the command."""
    deadline, last = time.monotonic() + timeout, -1
    while time.monotonic() < deadline:
        size = os.path.getsize(path) if os.path.exists(path) else -1
        if size > 0 and size == last:
            return
        last = size
        pump(0.05)


def main():
    fifo, series_name = sys.argv[1], sys.argv[2]
    app = find_app()
    result = {"before": node(app)}
    events = []

    def on_event(e):
        try:
            name, role = e.source.get_name(), e.source.get_role_name()
        except GLib.Error as error:  # the object was gone when asked: the test names it
            name, role = "<gone: %s>" % error.message, "<gone>"
        events.append({"type": e.type, "name": name, "role": role, "detail1": e.detail1})

    listener = Atspi.EventListener.new(on_event)
    listener.register("object:state-changed:focused")
    listener.register("object:state-changed:checked")
    listener.register("object:state-changed:selected")
    listener.register("object:selection-changed")
    folder = os.path.dirname(fifo)
    with open(fifo, "w") as commands:
        def command(text, seconds):
            commands.write(text + "\n")
            commands.flush()
            pump(seconds)
            if text.startswith("screenshot "):
                written(text.split(" ", 1)[1])

        command("key home", 0)
        pump_until(lambda: focus_changes(events, 1) >= 1)
        command("key right", 0)
        pump_until(lambda: focus_changes(events, 1) >= 2 and focus_changes(events, 0) >= 2)
        pump(0.3)  # anything after them is heard too
        result["focus"] = [e for e in events if e["type"] == "object:state-changed:focused"]
        events.clear()
        command("screenshot " + os.path.join(folder, "shown.png"), 0.3)
        series = find(app, lambda a: a.get_role_name() == "list item" and a.get_name() == series_name)
        result["toggled"] = series.get_action_iface().do_action(0)
        pump_until(lambda: any(e["type"] == "object:state-changed:checked" and e["name"] == series_name for e in events))
        pump(0.3)
        result["checked"] = list(events)
        command("screenshot " + os.path.join(folder, "hidden.png"), 0.3)
        result["hiddenTree"] = node(app)
        start = find(app, lambda a: a.get_role_name() == "slider" and a.get_name() == "Range start")
        value = start.get_value_iface()
        result["rangeStartSet"] = value.set_current_value(value.get_minimum_value())
        pump(0.5)
        result["after"] = node(app)
        result["selection"] = selection(app, series_name, events, command, folder)
    print(json.dumps(result))


def selection(app, series_name, events, command, folder):
    """The series list's Selection (selected = shown): the hidden series selected again, the
    first one deselected, the last shown one kept, then all selected; with the events heard."""
    series = find(app, lambda a: a.get_role_name() == "list" and a.get_name() == "Series")
    sel = series.get_selection_iface()
    names = [series.get_child_at_index(i).get_name() for i in range(series.get_child_count())]
    k = names.index(series_name)
    out = {"count": sel.get_n_selected_children(), "hiddenSelected": sel.is_child_selected(k)}
    command("screenshot " + os.path.join(folder, "unselected.png"), 0.3)
    events.clear()
    out["selected"] = sel.select_child(k)
    pump_until(lambda: any(e["type"] == "object:selection-changed" for e in events))
    pump(0.3)
    command("screenshot " + os.path.join(folder, "reshown.png"), 0.3)
    out["afterSelect"] = [sel.get_n_selected_children(), int(sel.is_child_selected(k))]
    out["events"] = [e for e in events if e["name"] in (series_name, "Series")]
    out["deselectedFirst"] = sel.deselect_selected_child(0)
    pump(0.5)
    out["firstSelected"] = sel.get_selected_child(0).get_name()
    out["deselectedLast"] = sel.deselect_child(k)
    out["cleared"] = sel.clear_selection()
    pump(0.3)
    out["afterRefusals"] = sel.get_n_selected_children()
    out["all"] = sel.select_all()
    pump(0.5)
    out["afterAll"] = sel.get_n_selected_children()
    return out


main()
