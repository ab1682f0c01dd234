#!/usr/bin/env python3
"""Drives hitkit-sdl's window with real X11 pointer events (xdotool) and checks what it prints.

Run under an X server (run-tests starts it with xvfb-run):  window_test.py HITKIT_SDL SCREENSHOT

- a click on FrontButton (the scene of takehilo's hitTest article) prints `control: frontButton touchUpInside`;
- a drag from FrontButton far off it prints `control: frontButton touchDragExit`, then
  `control: frontButton touchUpOutside`;
- a press held still on the gesture-playground example's pressPad (a long-press recognizer)
  prints `recognizer: long press began` before the button is released: the frame loop alone
  fires it;
- a screenshot of the window, FrontButton held down, is saved to SCREENSHOT;
- keys typed with xdotool into a scene whose text field is the first responder reach it: one
  `control: field editingChanged` per typed character, Shift included (`Hi`), and none for the
  Shift key itself;
- with --indirect-input, a right click (`click 3`) on a view whose tap recognizer has
  `buttonMaskRequired: [secondary]` fires it, and a left click (`click 1`) does not;
- wheel clicks (`click 5` towards the user, `click 4` away) over a scroll view move its content
  offset by 40 points a step: `scrolled: list contentOffset (0, 40)`;
- the mouse moved with no button held over a view with a hover recognizer begins it, moving on it
  changes it, moving off it onto another view ends it; moving out of the window (SDL's window
  leave) ends it; a click while hovering ends it at the press and begins it again at the release:
  `recognizer: hover began` / `changed` / `ended`, in that order, with no diagnostic;
- SIGTERM (SDL turns it into SDL_QUIT) ends the app with status 0.
"""
import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time



class App:
    """hitkit-sdl running, its stdout read line by line on a thread."""

    def __init__(self, binary, args, title):
        self.title = title
        self.lines = queue.Queue()
        self.seen = []
        self.process = subprocess.Popen(
            [binary, *args, "--title", title, "--exit-after", "60"],
            stdout=subprocess.PIPE, text=True)
        threading.Thread(target=self._read, daemon=True).start()
        self.expect(lambda line: line.startswith("ready:"), "the ready line", timeout=20)
        found = xdotool("search", "--sync", "--onlyvisible", "--name", "^%s$" % title)
        self.window = found.split()[0]

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def expect(self, matches, what, timeout=5.0):
        """Waits for a printed line that `matches`; returns it."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.05)
            except queue.Empty:
                if self.process.poll() is not None:
                    break
                continue
            self.seen.append(line)
            if matches(line):
                return line
        fail("%s: expected %s; printed so far: %r" % (self.title, what, self.seen))

    def drain(self, seconds):
        """Waits `seconds`, then returns the lines printed meanwhile (they are kept in `seen`)."""
        time.sleep(seconds)
        lines = []
        while not self.lines.empty():
            lines.append(self.lines.get())
        self.seen.extend(lines)
        return lines

    def expect_line(self, text, timeout=5.0):
        return self.expect(lambda line: line == text, repr(text), timeout)

    def pointer(self, *commands):
        """Runs xdotool commands with the pointer in the window (x, y are window coordinates)."""
        xdotool(*commands)

    def move(self, x, y):
        xdotool("mousemove", "--window", self.window, str(x), str(y))

    def quit(self):
        """Sends SIGTERM; SDL makes it SDL_QUIT and the app must end cleanly."""
        self.process.send_signal(signal.SIGTERM)
        try:
            status = self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            fail("%s: did not quit on SIGTERM" % self.title)
        if status != 0:
            fail("%s: exit status %d after SIGTERM" % (self.title, status))
        while not self.lines.empty():
            self.seen.append(self.lines.get())


def xdotool(*args):
    return subprocess.run(["xdotool", *args], check=True, capture_output=True, text=True).stdout


def fail(message):
    print("FAILED: " + message, file=sys.stderr)
    sys.exit(1)


def passed(message):
    print("ok - " + message, flush=True)


def grab(app):
    """The window's pixels, as the X server shows them."""
    from PIL import ImageGrab
    geometry = dict(
        line.split("=", 1) for line in xdotool("getwindowgeometry", "--shell", app.window).split())
    x, y, w, h = (int(geometry[key]) for key in ("X", "Y", "WIDTH", "HEIGHT"))
    return ImageGrab.grab(bbox=(x, y, x + w, y + h), xdisplay=os.environ["DISPLAY"])


def is_highlighted(image, x, y):
    """Whether the pixel at (x, y) is the pink of the view a touch is on."""
    r, g, b = image.getpixel((x, y))[:3]
    return r > 200 and r - g > 30 and r - b > 30


def test_seed_001(binary, screenshot_path):
    app = App(binary, ["--example", "001-tap-front-button"], "hitkit-sdl-test-001")
    # A click: xdotool's down and up often share SDL's millisecond.
    app.move(160, 220)
    xdotool("click", "1")
    app.expect_line("control: frontButton touchUpInside")
    passed("a click on FrontButton prints touchUpInside")

    # A drag from FrontButton to far below it (beyond the control's 70-point tracking margin).
    app.move(160, 220)
    xdotool("mousedown", "1")
    app.expect_line("control: frontButton touchDown")
    for y in (240, 280, 330, 380, 430, 460):
        time.sleep(0.03)
        app.move(160, y)
    time.sleep(0.05)
    xdotool("mouseup", "1")
    app.expect_line("control: frontButton touchDragExit")
    app.expect_line("control: frontButton touchUpOutside")
    passed("a drag off FrontButton prints touchDragExit, then touchUpOutside")

    # The screenshot: FrontButton held down, highlighted.
    app.move(160, 220)
    xdotool("mousedown", "1")
    app.expect_line("control: frontButton touchDown")
    time.sleep(0.3)
    pressed = grab(app)
    os.makedirs(os.path.dirname(screenshot_path), exist_ok=True)
    pressed.save(screenshot_path)
    xdotool("mouseup", "1")
    app.expect_line("control: frontButton touchUpInside")
    time.sleep(0.3)
    released = grab(app)
    if not is_highlighted(pressed, 160, 220) or is_highlighted(released, 160, 220):
        fail("FrontButton is not highlighted exactly while pressed: pixel %r pressed, %r released"
             % (pressed.getpixel((160, 220)), released.getpixel((160, 220))))
    passed("FrontButton is drawn highlighted while pressed, plain after; screenshot: %s" % screenshot_path)
    app.quit()
    passed("SIGTERM ends hitkit-sdl cleanly (status 0)")


def test_long_press(binary):
    app = App(binary, ["--example", "gesture-playground"], "hitkit-sdl-test-long-press")
    app.move(85, 200)  # pressPad: [20, 150, 130, 100]
    pressed = time.monotonic()
    xdotool("mousedown", "1")
    app.expect_line("recognizer: long press began", timeout=5)
    held = time.monotonic() - pressed
    xdotool("mouseup", "1")
    app.expect_line("recognizer: long press ended")
    if held < 0.45:
        fail("the long press began %.2f s after the press, before its 0.5 s" % held)
    passed("a press held still fires the long press after %.2f s, before the release" % held)
    app.quit()


TEXT_FIELD_SCENE = """\
views:
  - {name: field, class: textField, frame: [20, 60, 280, 34], becomeFirstResponder: true,
     actions: [{event: editingChanged, log: "field: editingChanged"}]}
"""


def test_keys(binary):
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as scene:
        scene.write(TEXT_FIELD_SCENE)
    try:
        app = App(binary, [scene.name], "hitkit-sdl-test-keys")
        xdotool("windowfocus", "--sync", app.window)
        time.sleep(0.1)
        xdotool("type", "--delay", "40", "Hi")
        app.expect_line("control: field editingChanged")
        app.expect_line("control: field editingChanged")
        time.sleep(0.3)
        app.quit()
        changes = [line for line in app.seen if line == "control: field editingChanged"]
        if len(changes) != 2:
            fail("typing 'Hi' made %d editingChanged, not 2: %r" % (len(changes), app.seen))
        if any(line.startswith("diagnostic:") for line in app.seen):
            fail("typing made diagnostics: %r" % app.seen)
        passed("keys typed into the window reach the first-responder text field, one change per character")
    finally:
        os.unlink(scene.name)


MOUSE_SCENE = """\
views:
  - {name: pad, frame: [0, 0, 320, 200],
     gestures: [{kind: tap, name: right tap, buttonMaskRequired: [secondary], log: "pad: right tap"}]}
  - {name: list, class: scrollView, frame: [0, 200, 320, 280], contentSize: [320, 1000]}
"""


def test_mouse_buttons_and_wheel(binary):
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as scene:
        scene.write(MOUSE_SCENE)
    try:
        app = App(binary, [scene.name, "--indirect-input"], "hitkit-sdl-test-mouse")
        app.move(100, 100)
        xdotool("click", "1")
        left = app.drain(0.6)
        if any("right tap" in line for line in left):
            fail("a left click fired the secondary tap: %r" % left)
        xdotool("click", "3")
        app.expect_line("recognizer: right tap ended")
        app.expect_line("pad: right tap")
        passed("with --indirect-input a right click fires a buttonMaskRequired [secondary] tap, a left click does not")

        app.move(160, 300)
        for button, offset in (("5", 40), ("5", 80), ("4", 40)):
            xdotool("click", button)
            app.expect_line("scrolled: list contentOffset (0, %d)" % offset)
        passed("wheel steps over the scroll view move its content offset 40 points each: down twice, up once")
        app.quit()
        if any(line.startswith("diagnostic:") for line in app.seen):
            fail("the mouse made diagnostics: %r" % app.seen)
    finally:
        os.unlink(scene.name)


HOVER_SCENE = """\
views:
  - {name: card, frame: [0, 0, 320, 100],
     gestures: [{kind: hover, name: hover, log: {began: "card: hovered", ended: "card: unhovered"}}]}
  - {name: pad, frame: [0, 200, 320, 100]}
"""


def outside(app):
    """A screen point outside the window, beside its top edge where it can be (the Xvfb screen is
    640 x 480): SDL reports the pointer leaving at the window's edge nearest it, so a view along the
    top edge is still under that last motion, and only the window leave can end its hover."""
    geometry = dict(
        line.split("=", 1) for line in xdotool("getwindowgeometry", "--shell", app.window).split())
    x, y, w, h = (int(geometry[key]) for key in ("X", "Y", "WIDTH", "HEIGHT"))
    for px, py in ((2, 2), (637, 2), (2, 477), (637, 477)):
        if not (x <= px < x + w and y <= py < y + h):
            return px, py
    fail("the window covers the whole screen: no point outside it to move to")


def test_hover(binary):
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as scene:
        scene.write(HOVER_SCENE)
    try:
        app = App(binary, [scene.name], "hitkit-sdl-test-hover")
        app.move(300, 400)  # in the window, over no hover recognizer
        app.move(50, 50)  # over card
        app.expect_line("recognizer: hover began")
        app.expect_line("card: hovered")
        app.move(60, 55)
        app.expect_line("recognizer: hover changed")
        app.move(60, 250)  # over pad
        app.expect_line("recognizer: hover ended")
        app.expect_line("card: unhovered")
        passed("the mouse moving over a hover recognizer's view with no button begins, changes and ends it")

        app.move(50, 50)
        app.expect_line("recognizer: hover began")
        xdotool("mousemove", *map(str, outside(app)))  # off the window through card's top band
        app.expect_line("recognizer: hover ended")
        passed("the mouse leaving the window ends the hover")

        app.move(50, 60)
        app.expect_line("recognizer: hover began")
        xdotool("mousedown", "1")
        app.expect_line("recognizer: hover ended")
        time.sleep(0.05)
        xdotool("mouseup", "1")
        app.expect_line("recognizer: hover began")
        app.move(55, 60)
        app.expect_line("recognizer: hover changed")
        passed("a click while hovering ends the hover at the press and begins it again at the release")
        app.quit()

        # Each hover begins once and ends once, in turn (its `changed` lines were expected above; SDL
        # may add one for the motion it reports at the window's edge as the pointer leaves).
        states = [line.split()[-1] for line in app.seen if line.startswith("recognizer: hover ")]
        expected = ["began", "ended", "began", "ended", "began", "ended", "began"]
        if [state for state in states if state != "changed"] != expected:
            fail("hover recognizer states %r, not %r apart from changed: %r" % (states, expected, app.seen))
        if any(line.startswith("diagnostic:") for line in app.seen):
            fail("hovering made diagnostics: %r" % app.seen)
        passed("the hover recognizer began and ended in turn (%s), with no diagnostic" % " ".join(states))
    finally:
        os.unlink(scene.name)


def main():
    binary, screenshot_path = sys.argv[1], sys.argv[2]
    test_seed_001(binary, screenshot_path)
    test_long_press(binary)
    test_keys(binary)
    test_mouse_buttons_and_wheel(binary)
    test_hover(binary)
    print("window test passed")


if __name__ == "__main__":
    main()
