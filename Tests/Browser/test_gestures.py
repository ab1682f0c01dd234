"""The gesture playground in the page: a drag off a button, a long press held still, a double tap where a single
tap requires the double tap to fail, and a two-finger pinch through CDP touch events."""
import re
import time

from conftest import (
    PLAYGROUND, control_events, count, open_page, point, recognizer_states, server_fixture, tap,
    trace_lines, wait_count,
)

server = server_fixture(["--example", PLAYGROUND])

# gesture-playground's views (see Sources/HitKitScenes/Examples/gesture-playground.yaml)
BUTTON = (160, 65)
PRESS = (85, 200)
TAP = (235, 200)
PINCH = (160, 375)


def test_dragging_off_the_button_sends_touch_drag_exit_and_touch_up_outside(browser, server):
    page = open_page(browser, server.url)
    before = count(page, "gesture")
    page.mouse.move(*point(page, *BUTTON))
    page.mouse.down()
    page.wait_for_function("document.getElementById('scene').dataset.highlighted === 'button'")
    assert page.eval_on_selector_all("#scene .item.highlighted", "gs => gs.map(g => g.dataset.name)") == ["button"]
    for step in range(1, 11):
        page.mouse.move(*point(page, BUTTON[0], BUTTON[1] + step * 20))
    page.mouse.up()
    wait_count(page, "gesture", before)
    events = control_events(page)
    assert "touchDragExit" in events, (events, trace_lines(page))
    assert "touchUpOutside" in events, events
    assert "touchUpInside" not in events
    assert events.index("touchDragExit") < events.index("touchUpOutside")


def test_a_long_press_held_still_begins_from_the_frame_ticks_alone(browser, server):
    page = open_page(browser, server.url)
    page.mouse.move(*point(page, *PRESS))
    page.mouse.down()
    page.wait_for_function(
        "['began', 'recognized', 'changed'].includes("
        "document.querySelector('#recognizers li[data-recognizer=\"long press\"]')?.dataset.state)", timeout=5000)
    before = count(page, "gesture")
    page.mouse.up()
    wait_count(page, "gesture", before)
    assert any("long press" in line for line in trace_lines(page))
    page.wait_for_function("Number(document.getElementById('timeline').dataset.lanes) > 0")
    lanes = page.eval_on_selector_all("#timeline .lane", "ls => ls.map(l => l.dataset.lane)")
    assert "long press" in lanes, lanes


def test_a_double_tap_fails_the_single_tap_and_the_timeline_gives_the_cause(browser, server):
    page = open_page(browser, server.url)
    x, y = point(page, *TAP)
    page.mouse.click(x, y)
    page.mouse.click(x, y)
    page.wait_for_function(
        "document.querySelector('#recognizers li[data-recognizer=\"double tap\"]')?.dataset.state === 'recognized'"
        " || document.querySelector('#recognizers li[data-recognizer=\"double tap\"]')?.dataset.state === 'ended'")
    time.sleep(0.3)
    states = recognizer_states(page)
    assert states.get("single tap") == "failed", states
    page.wait_for_function("Number(document.getElementById('timeline').dataset.lanes) > 0")
    lanes = page.eval_on_selector_all("#timeline .lane", "ls => ls.map(l => l.dataset.lane)")
    assert "single tap" in lanes and "double tap" in lanes, lanes
    causes = page.eval_on_selector_all(
        "#timeline .causes li[data-lane='single tap']", "lis => lis.map(li => [li.dataset.state, li.dataset.cause])")
    assert any(state == "failed" and "double tap" in cause for state, cause in causes), causes


def test_a_two_finger_pinch_shows_the_pinch_recognizers_scale(browser, server):
    page = open_page(browser, server.url, has_touch=True)
    cdp = page.context.new_cdp_session(page)
    cx, cy = point(page, *PINCH)
    scale = page.evaluate("window.hitkitInspector.drawing.scale")

    def fingers(spread):
        return [{"x": cx - spread * scale, "y": cy, "id": 1}, {"x": cx + spread * scale, "y": cy, "id": 2}]

    before = count(page, "gesture")
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": fingers(30)})
    for step in range(1, 13):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": fingers(30 + step * 5)})
        time.sleep(0.016)
    pinch_scale = page.evaluate(
        "Number(document.querySelector('#recognizers li[data-recognizer=\"pinch\"]')?.dataset.scale)")
    lines = trace_lines(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    wait_count(page, "gesture", before)
    if pinch_scale != pinch_scale:  # NaN: the scale is in the trace text instead
        found = [float(m) for line in lines if "pinch" in line for m in re.findall(r"scale[^0-9-]*([0-9.]+)", line)]
        assert found, lines
        pinch_scale = max(found)
    assert pinch_scale > 1.5, pinch_scale
    touches = page.evaluate("Number(document.body.dataset.sentSamples)")
    assert touches >= 2 * 13


def test_a_shift_drag_with_the_mouse_adds_a_mirrored_finger_that_pinches(browser, server):
    page = open_page(browser, server.url)
    x, y = point(page, *PINCH)
    scale = page.evaluate("window.hitkitInspector.drawing.scale")
    before = count(page, "gesture")
    page.keyboard.down("Shift")
    page.mouse.move(x + 10 * scale, y)
    page.mouse.down()
    for step in range(1, 13):
        page.mouse.move(x + (10 + step * 6) * scale, y)
    page.wait_for_selector("#scene .touch-dot.mirror")
    pinch_scale = page.evaluate(
        "Number(document.querySelector('#recognizers li[data-recognizer=\"pinch\"]')?.dataset.scale)")
    page.mouse.up()
    page.keyboard.up("Shift")
    wait_count(page, "gesture", before)
    assert pinch_scale > 2, pinch_scale
    assert page.evaluate("document.body.dataset.lastHits") == "pinchPad,pinchPad"


def test_a_scroll_view_holds_a_touch_for_its_content_touch_delay(browser, server):
    page = open_page(browser, server.url)
    before = count(page, "scene")
    page.select_option("#examples", "scroll-button-in-scroll-view")
    wait_count(page, "scene", before)
    page.mouse.move(*point(page, 160, 222))
    page.mouse.down()
    page.wait_for_selector("#delay[data-view=list]")
    page.wait_for_selector("#delay", state="hidden")
    page.wait_for_function("document.getElementById('scene').dataset.highlighted === 'buy'")
    before = count(page, "gesture")
    page.mouse.up()
    wait_count(page, "gesture", before)
    assert "touchUpInside" in control_events(page)
