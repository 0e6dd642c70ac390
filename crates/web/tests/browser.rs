//! The page in a real browser: Debian's headless `chromium`, driven over
//! WebDriver by `chromedriver`. Loads the page, picks n = 4, steps until
//! the first solution, checks the board and the tree, and saves
//! screenshots in `target/screenshots/`.
//!
//! Without chromium or chromedriver the test says so loudly and passes,
//! unless `QUEENS_E2E=1` (set by `.ci/run`), which makes it a failure.

mod common;
mod webdriver;

use std::io::Write;
use std::path::PathBuf;

use serde_json::{Value, json};

use common::TestServer;
use webdriver::{Browser, find_browser};

fn screenshots() -> PathBuf {
    // CARGO_TARGET_TMPDIR is target/tmp: put them beside it.
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("../screenshots");
    std::fs::create_dir_all(&dir).expect("make target/screenshots");
    dir
}

fn save(browser: &Browser, name: &str) {
    // Let the tree's pan (a 0.15 s transition) settle.
    std::thread::sleep(std::time::Duration::from_millis(400));
    let png = browser.screenshot();
    assert!(png.starts_with(b"\x89PNG"), "a PNG");
    let path = screenshots().join(name);
    std::fs::write(&path, png).expect("write the screenshot");
    // Straight to the terminal: the test harness would hide it.
    let _ = writeln!(std::io::stderr(), "screenshot: {}", path.display());
}

/// The queens on the board, as (row, col).
fn queens(browser: &Browser) -> Value {
    browser.script(
        "return [...document.querySelectorAll('#board .queen:not(.removed)')]
            .map(q => [Number(q.dataset.row), Number(q.dataset.col)]);",
    )
}

fn counter(browser: &Browser, name: &str) -> Value {
    browser.script(&format!(
        "return Number(document.querySelector('[data-counter={name}]').textContent.replaceAll(',', ''));"
    ))
}

#[test]
fn steps_to_the_first_solution_of_4_queens() {
    let (chromium, driver) = match find_browser() {
        Ok(found) => found,
        Err(why) => {
            if std::env::var("QUEENS_E2E").as_deref() == Ok("1") {
                panic!("QUEENS_E2E=1 but the browser test cannot run: {why}");
            }
            // One write, straight to the terminal: the harness would hide
            // a println.
            let banner = "*".repeat(72);
            let message = format!(
                "\n{banner}\nSKIPPED the browser test: {why}.\n\
                 Install them (apt-get install chromium chromium-driver) to run it;\n\
                 QUEENS_E2E=1 makes a missing browser a failure (as in .ci/run).\n{banner}\n"
            );
            let _ = std::io::stderr().write_all(message.as_bytes());
            return;
        }
    };
    let server = TestServer::start(web::Config::default());
    let browser = Browser::start(&chromium, &driver, 1280, 900);
    browser.goto(&server.url("/"));
    browser.wait_for(
        "the first trace",
        "return document.querySelector('[data-counter=nodes]') !== null;",
    );

    // Pick n = 4 (the default is already 4: choose 5 first, so the pick is
    // a real change), and the backtrack approach.
    browser.click("#n option[value='5']");
    browser.wait_for(
        "n = 5",
        "return document.querySelectorAll('#board .square').length === 25;",
    );
    browser.click("#n option[value='4']");
    browser.click("#algo option[value='backtrack']");
    browser.wait_for(
        "n = 4",
        "return document.querySelectorAll('#board .square').length === 16 \
         && document.querySelector('#step-out').textContent.startsWith('step 0 ');",
    );
    assert_eq!(queens(&browser), json!([]));

    // Step until the first solution.
    let mut clicks = 0;
    while counter(&browser, "solutions") == json!(0) {
        browser.click("#step");
        clicks += 1;
        assert!(clicks < 500, "no solution after 500 steps");
        if clicks == 4 {
            // The first rejection: (1, 0) is attacked along the column.
            let attack = browser.script(
                "return [document.querySelector('#board .attack') !== null, \
                  document.querySelector('#board .queen.attacker').dataset.col, \
                  document.querySelector('#status').textContent];",
            );
            assert_eq!(attack[0], json!(true), "{attack}");
            assert_eq!(attack[1], json!("0"), "{attack}");
            assert!(
                attack[2].as_str().unwrap().contains("along the column"),
                "{attack}"
            );
            save(&browser, "visualizer-reject.png");
        }
    }
    let _ = writeln!(std::io::stderr(), "first solution after {clicks} steps");
    let cols: Vec<i64> = queens(&browser)
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q[1].as_i64().unwrap())
        .collect();
    assert_eq!(cols, [1, 3, 0, 2], "the board shows the first solution");
    let rows: Vec<i64> = queens(&browser)
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q[0].as_i64().unwrap())
        .collect();
    assert_eq!(rows, [0, 1, 2, 3]);

    // The tree has a green node, and the current node is it.
    let green = browser.script(
        "const n = document.querySelector('#tree .node.solution'); \
         return n && [getComputedStyle(n).fill, n.classList.contains('current'), \
                      document.querySelectorAll('#tree .node.dead').length];",
    );
    assert_eq!(green[0], json!("rgb(31, 157, 76)"), "a green node: {green}");
    assert_eq!(green[1], json!(true), "{green}");
    assert!(green[2].as_i64().unwrap() > 0, "dead ends are drawn: {green}");
    // The code panel highlights the line that reports a solution.
    let lit = browser.script("return document.querySelector('#code .lit').textContent;");
    assert!(lit.as_str().unwrap().contains("report("), "{lit}");
    save(&browser, "visualizer.png");

    // Keys: `n` runs to the next solution, the left arrow steps back.
    browser.press("n");
    let cols: Vec<i64> = queens(&browser)
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q[1].as_i64().unwrap())
        .collect();
    assert_eq!(cols, [2, 0, 3, 1], "the second solution");
    assert_eq!(counter(&browser, "solutions"), json!(2));
    browser.press("\u{E012}");
    assert_eq!(counter(&browser, "solutions"), json!(1), "one step back");

    // Play runs to the end of the search.
    browser.click("#restart");
    browser.script("document.querySelector('#speed').value = 100; document.querySelector('#speed').dispatchEvent(new Event('input'));");
    browser.click("#play");
    browser.wait_for(
        "the end of the search",
        "return document.querySelector('#step').disabled;",
    );
    assert_eq!(counter(&browser, "solutions"), json!(2));
    assert_eq!(counter(&browser, "nodes"), json!(17), "the whole tree of n = 4");

    // A phone-sized window: everything still in one column, no sideways
    // scrolling.
    browser.click("#n option[value='6']");
    browser.wait_for(
        "n = 6",
        "return document.querySelectorAll('#board .square').length === 36;",
    );
    browser.click("#next-solution");
    browser.resize(390, 844);
    browser.wait_for("a phone layout", "return window.innerWidth < 500;");
    let fits = browser.script("return document.documentElement.scrollWidth <= window.innerWidth;");
    assert_eq!(fits, json!(true), "no sideways scrolling on a phone");
    save(&browser, "visualizer-phone.png");
    browser.script("window.scrollTo(0, document.querySelector('.tree-panel').offsetTop - 120);");
    save(&browser, "visualizer-phone-tree.png");

    // A link opens a trace at a step: n = 8 in the middle of its search,
    // a rejection along an anti-diagonal, after two solutions.
    browser.resize(1280, 1040);
    browser.goto(&server.url("/?n=8&algo=flags&step=2528"));
    browser.wait_for(
        "n = 8 at step 2528",
        "const s = document.querySelector('#step-out'); return s !== null && s.textContent.startsWith('step 2,528 ');",
    );
    let status = browser.script("return document.querySelector('#status').textContent;");
    assert!(status.as_str().unwrap().contains("anti-diagonal"), "{status}");
    assert_eq!(counter(&browser, "solutions"), json!(2));
    save(&browser, "visualizer-8.png");

    // The largest tree: all of n = 10 with bitmask (35,539 nodes) fits in
    // one trace; End draws all of it.
    browser.click("#n option[value='10']");
    browser.click("#algo option[value='bitmask']");
    browser.wait_for(
        "n = 10",
        "return document.querySelectorAll('#board .square').length === 100 \
         && document.querySelector('#summary').textContent.startsWith('bitmask') \
         && document.querySelector('#step-out').textContent.startsWith('step 0 ');",
    );
    let took = browser.script(
        "const t = performance.now(); \
         document.dispatchEvent(new KeyboardEvent('keydown', {key: 'End'})); \
         return performance.now() - t;",
    );
    assert_eq!(counter(&browser, "nodes"), json!(35_539));
    assert_eq!(counter(&browser, "solutions"), json!(724));
    let _ = writeln!(
        std::io::stderr(),
        "drawing the whole tree of n = 10 took {took} ms"
    );
    let fit = browser.script(
        "const t = performance.now(); document.querySelector('#zoom-fit').click(); return performance.now() - t;",
    );
    let _ = writeln!(std::io::stderr(), "fitting it took {fit} ms");
    save(&browser, "visualizer-10.png");
}
