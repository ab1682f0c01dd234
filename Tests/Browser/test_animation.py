"""An animating view in the page: the scene draws its model frame and, dashed, where its animation draws it
now; a tap where the button is drawn misses it (hit-testing uses the model layer), a tap at its final frame
hits it."""
from conftest import SCREENSHOTS, open_page, server_fixture, tap

server = server_fixture(["--example", "animation-slide-in-hit-at-final-frame"])


def drawn_outline(page, name):
    return page.evaluate(
        """(name) => {
          const group = [...document.querySelectorAll('#scene .item')].find(g => g.dataset.name === name);
          const drawn = group && group.querySelector('polygon.item-drawn');
          return drawn ? drawn.getAttribute('points') : null;
        }""", name)


def test_an_animating_button_is_outlined_where_its_animation_draws_it(browser, server):
    page = open_page(browser, server.url)
    points = drawn_outline(page, "buy")
    assert points is not None, "no drawn outline for the animating button"
    corners = [tuple(float(v) for v in pair.split(",")) for pair in points.split()]
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    # Five seconds into a ten-second linear slide from x = -160 to x = 80: drawn at (-40, 300, 160 x 44).
    assert (min(xs), min(ys), max(xs), max(ys)) == (-40, 300, 120, 344), corners
    assert drawn_outline(page, "backdrop") is None
    style = page.evaluate(
        "getComputedStyle(document.querySelector('polygon.item-drawn')).strokeDasharray")
    assert style not in ("", "none"), style
    assert page.errors == []


def test_a_tap_where_the_button_is_drawn_misses_it_and_one_at_its_final_frame_hits_it(browser, server):
    page = open_page(browser, server.url)
    tap(page, 20, 320)
    assert page.evaluate("document.body.dataset.lastHits || ''") == "backdrop"
    tap(page, 200, 320)
    assert page.evaluate("document.body.dataset.lastHits || ''") == "buy"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "inspector-animation.png"), full_page=True)
    assert page.errors == []
