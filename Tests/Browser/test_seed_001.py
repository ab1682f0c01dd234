"""takehilo's BackButton scene (HitKit's Sources.md lists the article) in the page: hover shows the
real hit test; clicks show their trace; making BlackView pass-through in the YAML moves the recorded
tap to BackButton in the what-if replay."""
from conftest import (
    SCREENSHOTS, SEED_001, count, open_page, point, server_fixture, tap, trace_lines, wait_count,
)

server = server_fixture(["--example", SEED_001])


def hover(page, x, y):
    before = count(page, "hover")
    page.mouse.move(*point(page, x, y))
    wait_count(page, "hover", before)
    page.wait_for_function(
        "([x, y]) => document.getElementById('hover-point').textContent === `at ${x}, ${y}`", arg=[x, y])


def last_hits(page):
    return page.evaluate("document.body.dataset.lastHits || ''")


def test_page_is_served_with_its_files_and_draws_the_scene(browser, server):
    page = open_page(browser, server.url)
    names = page.eval_on_selector_all("#scene .item", "gs => gs.map(g => g.dataset.name)")
    for name in ["rootView", "backButton", "blackView", "frontButton"]:
        assert name in names
    # back to front: blackView is drawn after backButton, frontButton after blackView
    assert names.index("backButton") < names.index("blackView") < names.index("frontButton")
    assert page.errors == []


def test_hover_over_back_button_reports_it_covered_by_black_view_with_the_fix(browser, server):
    page = open_page(browser, server.url)
    tap(page, 160, 270)  # so that the screenshot shows a trace and a timeline too
    hover(page, 160, 270)
    assert page.get_attribute("#hover-hit", "data-view") == "blackView"
    under = dict(page.eval_on_selector_all(
        "#hover-under li", "lis => lis.map(li => [li.dataset.view, li.dataset.reason])"))
    assert "backButton" in under, under
    assert "blackView" in under["backButton"], under
    assert "cover" in under["backButton"].lower(), under
    assert page.is_visible("#hover-fix")
    assert page.get_attribute("#hover-fix", "data-fix")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "inspector.png"), full_page=True)


def test_clicking_front_button_black_view_and_an_empty_area_shows_each_trace(browser, server):
    page = open_page(browser, server.url)
    for (x, y), view, absent in [((160, 220), "frontButton", None), ((60, 120), "blackView", "frontButton"),
                                 ((20, 450), "rootView", "blackView")]:
        tap(page, x, y)
        assert last_hits(page) == view
        lines = trace_lines(page)
        assert lines, "no trace shown"
        assert page.query_selector("#trace li[data-kind=hitTest]"), lines
        assert any(view in line for line in lines), lines
        delivered = page.eval_on_selector_all(
            "#trace li[data-kind=delivery]", "lis => lis.map(li => li.dataset.view || li.textContent)")
        assert any(view in d for d in delivered), delivered
        if absent:
            assert not any(absent in d for d in delivered), delivered


def make_black_view_pass_through(page):
    yaml = page.input_value("#yaml")
    marker = "  BlackView:\n    base: LoggingView\n"
    assert marker in yaml
    page.fill("#yaml", yaml.replace(marker, marker + "    hitTest: passThrough\n"))
    page.click("#apply")


def test_pass_through_in_the_yaml_moves_the_replayed_tap_to_back_button(browser, server):
    page = open_page(browser, server.url)
    tap(page, 160, 270)
    assert last_hits(page) == "blackView"
    before = count(page, "whatif")
    make_black_view_pass_through(page)
    wait_count(page, "whatif", before)
    assert page.get_attribute("#whatif", "data-after-views") == "backButton"
    assert int(page.get_attribute("#whatif", "data-changes")) > 0
    changes = " ".join(page.eval_on_selector_all("#whatif li", "lis => lis.map(li => li.textContent)"))
    assert "backButton" in changes
    # the replay button re-runs it on demand with the same result
    before = count(page, "whatif")
    page.click("#replay")
    wait_count(page, "whatif", before)
    assert page.get_attribute("#whatif", "data-after-views") == "backButton"


def test_the_toggle_makes_black_view_pass_through_in_the_yaml_pane(browser, server):
    page = open_page(browser, server.url)
    tap(page, 160, 270)
    page.select_option("#view-select", "blackView")
    before = count(page, "scene")
    page.check("#toggle-passThrough")
    wait_count(page, "scene", before)
    assert "passThrough" in page.input_value("#yaml")
    page.wait_for_function("document.getElementById('whatif').dataset.afterViews === 'backButton'")


def test_a_yaml_error_is_shown_at_its_line_and_the_session_goes_on(browser, server):
    page = open_page(browser, server.url)
    yaml = page.input_value("#yaml")
    lines = yaml.split("\n")
    bad_line = next(i for i, line in enumerate(lines) if "frame: [0, 0, 320, 480]" in line)
    lines[bad_line] = lines[bad_line].replace("[0, 0, 320, 480]", "[0, 0, abc, 480]")
    before = count(page, "error")
    page.fill("#yaml", "\n".join(lines))
    page.click("#apply")
    wait_count(page, "error", before)
    assert page.is_visible("#yaml-error")
    assert page.get_attribute("#yaml-error", "data-line") == str(bad_line + 1)
    hover(page, 160, 220)
    assert page.get_attribute("#hover-hit", "data-view") == "frontButton"


def test_the_hit_map_colours_cells_by_the_hit_view_and_diffs_an_edit(browser, server):
    page = open_page(browser, server.url)
    before = count(page, "hitmap")
    page.check("#hitmap-toggle")
    wait_count(page, "hitmap", before)
    legend = dict(page.eval_on_selector_all(
        "#hitmap-legend span", "ss => ss.map(s => [s.dataset.view, +s.dataset.cells])"))
    assert legend.get("blackView", 0) > 0 and legend.get("frontButton", 0) > 0
    assert "backButton" not in legend or legend["backButton"] < 120 * 44 / 16
    before = count(page, "hitmap")
    make_black_view_pass_through(page)
    wait_count(page, "hitmap", before)
    assert int(page.get_attribute("#hitmap-diff", "data-changed")) > 0


def test_the_offered_fix_applied_from_its_button_gives_back_button_the_touch(browser, server):
    page = open_page(browser, server.url)
    hover(page, 160, 270)
    before = count(page, "scene")
    page.click("#hover-fix")
    wait_count(page, "scene", before)
    hover(page, 160, 271)
    assert page.get_attribute("#hover-hit", "data-view") == "backButton"


def test_the_scrubber_shows_the_scene_after_each_sample_of_the_last_gesture(browser, server):
    page = open_page(browser, server.url)
    tap(page, 160, 220)
    assert not page.is_disabled("#scrubber")
    before = count(page, "frame")
    page.fill("#scrubber", "0")
    wait_count(page, "frame", before)
    assert page.get_attribute("#stage", "data-frame") == "0"
    assert int(page.get_attribute("#scene", "data-items")) >= 4
    tap(page, 60, 120)  # a new touch goes back to the live scene
    assert page.get_attribute("#stage", "data-frame") is None


def test_the_examples_menu_loads_a_built_in_scene(browser, server):
    page = open_page(browser, server.url)
    options = page.eval_on_selector_all("#examples option", "os => os.map(o => o.value)")
    assert "gesture-playground" in options and "004-tap-yellow" in options
    before = count(page, "scene")
    page.select_option("#examples", "004-tap-yellow")
    wait_count(page, "scene", before)
    assert "004-tap-yellow" in page.get_attribute("#scene-name", "data-name")
    assert "004-tap-yellow" in page.input_value("#yaml")
