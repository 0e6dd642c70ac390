//! The page in a real browser: Debian's headless `chromium`, driven over
//! WebDriver by `chromedriver`. Loads the page, picks n = 4, steps until
//! the first solution, checks the board and the tree; then a maze to E,
//! a knight's tour to its last square, and a Sudoku to its solution.
//! Saves screenshots in `target/screenshots/`.
//!
//! Without chromium or chromedriver the test says so loudly and passes,
//! unless `QUEENS_E2E=1` (set by `.ci/run`), which makes it a failure.

use std::io::Write;
use std::path::PathBuf;

use serde_json::{Value, json};

use crate::common::{Site, StaticSite, TestServer};
use crate::webdriver::{Browser, browser_or_skip};

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

fn status(browser: &Browser) -> String {
    let v = browser.script("return document.querySelector('#status').textContent;");
    v.as_str().unwrap().to_owned()
}

#[test]
fn steps_to_the_first_solution_of_4_queens() {
    let Some((chromium, driver)) = browser_or_skip("n = 4") else {
        return;
    };
    let server = TestServer::start(web::Config::default());
    first_solution_of_4_queens(Browser::start(&chromium, &driver, 1280, 900), &server);
}

/// The static site (`queens site`) served by `python3 -m http.server`,
/// no server of ours running: the engine in WebAssembly answers, and the
/// same walk passes. Also how long the first board takes on a cold load,
/// and that the page asks nothing of another host.
#[test]
fn the_static_site_steps_to_the_first_solution_of_4_queens() {
    let Some((chromium, driver)) = browser_or_skip("the static site") else {
        return;
    };
    let Some(site) = StaticSite::start() else {
        return;
    };
    let browser = Browser::start(&chromium, &driver, 1280, 900);
    browser.goto(&site.url("/"));
    browser.wait_for(
        "the first board",
        "return document.querySelectorAll('#board .square').length > 0;",
    );
    let first = browser.script("return Math.round(performance.now());");
    let _ = writeln!(
        std::io::stderr(),
        "the static site: the first board {first} ms after the page was asked for (cold)"
    );
    let foreign = browser.script(
        "return performance.getEntriesByType('resource').map(e => e.name)
            .filter(u => !u.startsWith(location.origin + '/'));",
    );
    assert_eq!(foreign, json!([]), "only the site's own files are asked for");
    // The first solution of n = 6, for the README.
    browser.goto(&site.url("/?n=6&algo=backtrack"));
    browser.wait_for(
        "n = 6",
        "return document.querySelectorAll('#board .square').length === 36 \
         && document.querySelector('#step-out').textContent.startsWith('step 0 ');",
    );
    browser.click("#next-solution");
    save(&browser, "visualizer-static.png");
    first_solution_of_4_queens(browser, &site);
}

/// Picks n = 4 and steps to its first solution, checks the board, the
/// tree and the lit line, then plays, keys, a phone's window, a link to
/// a step and the largest tree: on the page `server` serves.
fn first_solution_of_4_queens(browser: Browser, server: &dyn Site) {
    browser.goto(&server.url("/"));
    browser.wait_for(
        "the first trace",
        "return document.querySelector('[data-counter=nodes]') !== null;",
    );

    // Pick n = 4 (the default is already 4: choose 5 first, so the pick is
    // a real change), and the backtrack approach.
    browser.type_into("#n", "5\u{E007}");
    browser.wait_for(
        "n = 5",
        "return document.querySelectorAll('#board .square').length === 25;",
    );
    browser.type_into("#n", "4\u{E007}");
    browser.click("#algo option[value='backtrack']");
    browser.wait_for(
        "n = 4",
        "return document.querySelectorAll('#board .square').length === 16 \
         && document.querySelector('#step-out').textContent.startsWith('step 0 ');",
    );
    assert_eq!(queens(&browser), json!([]));

    // A size out of the page's bounds is said, and the board stays; a
    // good one takes the bound away.
    browser.type_into("#n", "99\u{E007}");
    browser.wait_for(
        "the bound said",
        "return !document.querySelector('#n-bound').hidden;",
    );
    let bound = browser.script("return document.querySelector('#n-bound').textContent;");
    assert!(
        bound
            .as_str()
            .unwrap()
            .starts_with("n must be a whole number from 1 to "),
        "{bound}"
    );
    assert_eq!(
        browser.script("return document.querySelectorAll('#board .square').length;"),
        json!(16)
    );
    browser.type_into("#n", "4\u{E007}");
    browser.wait_for(
        "n = 4 again",
        "return document.querySelector('#n-bound').hidden \
         && document.querySelector('#step-out').textContent.startsWith('step 0 ');",
    );

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
        "const t = document.querySelector('#tree').dataset; \
         return Number(t.solutions) > 0 && [getComputedStyle(document.body).getPropertyValue('--solution').trim() === '#1f9d4c' ? 'rgb(31, 157, 76)' : '', \
                      t.currentState === 'solution', Number(t.dead)];",
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
    browser.type_into("#n", "6\u{E007}");
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
    // after two solutions, a square attacked along a column and an
    // anti-diagonal: flags tests the column first, so the column it is.
    browser.resize(1280, 1040);
    browser.goto(&server.url("/?n=8&algo=flags&step=2528"));
    browser.wait_for(
        "n = 8 at step 2528",
        "const s = document.querySelector('#step-out'); return s !== null && s.textContent.startsWith('step 2,528 ');",
    );
    let status = browser.script("return document.querySelector('#status').textContent;");
    assert!(status.as_str().unwrap().contains("along the column"), "{status}");
    let why =
        browser.script("return [...document.querySelectorAll('#code .line.why')].map(l => l.textContent);");
    assert_eq!(why.as_array().unwrap().len(), 1, "{why}");
    assert_eq!(
        line_of(why[0].as_str().unwrap()),
        "column",
        "the lit line is the column's test: {why}"
    );
    assert_eq!(counter(&browser, "solutions"), json!(2));
    save(&browser, "visualizer-8.png");

    // The largest tree: all of n = 10 with bitmask (35,539 nodes) fits in
    // one trace; End draws all of it.
    browser.type_into("#n", "10\u{E007}");
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

/// Picks a puzzle and waits for its board (`ready` returns true).
fn pick(browser: &Browser, css: &str, what: &str, ready: &str) {
    browser.click(css);
    browser.wait_for(
        what,
        &format!(
            "return document.querySelector('#step-out').textContent.startsWith('step 0 ') && ({ready});"
        ),
    );
}

/// Types the size `n` (and Enter) and waits for its board.
fn pick_n(browser: &Browser, n: usize, what: &str, ready: &str) {
    browser.type_into("#n", &format!("{n}\u{E007}"));
    browser.wait_for(
        what,
        &format!(
            "return document.querySelector('#step-out').textContent.startsWith('step 0 ') && ({ready});"
        ),
    );
}

/// Presses End (the end of the trace) with the focus on the page, not
/// on a select (which keeps its keys).
fn end(browser: &Browser) {
    browser.script("document.activeElement.blur();");
    browser.press("\u{E010}");
}

/// Clicks step until `done` returns true.
fn step_until(browser: &Browser, what: &str, done: &str, most: usize) -> usize {
    let mut clicks = 0;
    while browser.script(done) != Value::Bool(true) {
        browser.click("#step");
        clicks += 1;
        assert!(
            clicks <= most,
            "{what}: not after {most} steps ({})",
            status(browser)
        );
    }
    clicks
}

#[test]
fn a_maze_to_e_and_a_knights_tour_step_by_step() {
    let Some((chromium, driver)) = browser_or_skip("maze and tour") else {
        return;
    };
    let server = TestServer::start(web::Config::default());
    // Tall enough for the code line the step runs to show beside the board.
    let browser = Browser::start(&chromium, &driver, 1280, 1200);
    browser.goto(&server.url("/"));
    browser.wait_for(
        "the first trace",
        "return document.querySelector('[data-counter=nodes]') !== null;",
    );

    // The maze: the first built-in one, 7 × 11, drawn cell by cell.
    let first = include_str!("../../../puzzles/src/mazes/first.txt");
    pick(
        &browser,
        "#puzzle option[value='maze']",
        "the maze",
        "document.querySelectorAll('#board .cell').length === 77",
    );
    let walls = browser.script("return document.querySelectorAll('#board .cell.wall').length;");
    assert_eq!(walls, json!(first.matches('#').count()));
    let hidden = browser.script(
        "return [document.querySelector('#size').hidden, document.querySelector('#opt-maze').value];",
    );
    assert_eq!(hidden, json!([true, "first"]), "a maze has no n");
    assert!(status(&browser).contains("starts at S"), "{}", status(&browser));

    // Up to the first cell backed out of: it is drawn dead.
    step_until(
        &browser,
        "a dead cell",
        "return document.querySelector('#board .cell.dead') !== null;",
        200,
    );
    assert!(status(&browser).contains("mark it dead"), "{}", status(&browser));
    save(&browser, "visualizer-maze-dead.png");

    // On to E: the path drawn runs from S to E through open cells, one
    // cell at a time.
    let clicks = step_until(
        &browser,
        "E",
        "return document.querySelector('[data-counter=solutions]').textContent === '1';",
        400,
    );
    let _ = writeln!(std::io::stderr(), "the maze: E after {clicks} more steps");
    assert!(
        status(&browser).starts_with("E reached! A path of 13 cells"),
        "{}",
        status(&browser)
    );
    let path = browser.script(
        "return document.querySelector('#board .maze-path').getAttribute('points').split(' ')
            .map(p => p.split(',').map(v => (Number(v) - 10) / 20))
            .map(([x, y]) => [y, x]);",
    );
    let path: Vec<(u64, u64)> = path
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p[0].as_u64().unwrap(), p[1].as_u64().unwrap()))
        .collect();
    let rows: Vec<&[u8]> = first.lines().map(str::as_bytes).collect();
    let at = |(r, c): (u64, u64)| rows[r as usize][c as usize];
    assert_eq!(at(path[0]), b'S', "{path:?}");
    assert_eq!(at(*path.last().unwrap()), b'E', "the path reaches E: {path:?}");
    assert_eq!(path.len(), 13);
    assert!(
        path.iter().all(|&p| at(p) != b'#'),
        "no walls on the path: {path:?}"
    );
    assert!(
        path.windows(2)
            .all(|w| w[0].0.abs_diff(w[1].0) + w[0].1.abs_diff(w[1].1) == 1),
        "one cell at a time: {path:?}"
    );
    let on_path = browser.script("return document.querySelectorAll('#board .cell.on-path').length;");
    assert_eq!(on_path, json!(13));
    let green = browser.script(
        "const t = document.querySelector('#tree').dataset; \
         return Number(t.solutions) > 0 && ['rgb(31, 157, 76)', t.currentState === 'solution'];",
    );
    assert_eq!(
        green,
        json!(["rgb(31, 157, 76)", true]),
        "a green node in the tree"
    );
    let lit = browser.script("return document.querySelector('#code .lit').textContent;");
    assert!(lit.as_str().unwrap().contains("reached E"), "{lit}");
    save(&browser, "visualizer-maze.png");

    // No way through: the whole search, and no path.
    browser.click("#opt-maze option[value='no-way']");
    browser.wait_for(
        "the maze with no way through",
        "return document.querySelectorAll('#board .cell').length === 187 \
         && document.querySelector('#step-out').textContent.startsWith('step 0 ');",
    );
    end(&browser);
    assert!(
        status(&browser).contains("there is no way through"),
        "{}",
        status(&browser)
    );
    assert_eq!(counter(&browser, "solutions"), json!(0));

    // A maze of one's own, in the link.
    browser.goto(&server.url("/?puzzle=maze&grid=S.%23/%23.E&step=9"));
    browser.wait_for(
        "a maze of one's own",
        "const s = document.querySelector('#step-out'); return s !== null && s.textContent === 'step 9 of 9';",
    );
    let own = browser.script("return [document.querySelectorAll('#board .cell').length, document.querySelector('#opt-maze').selectedOptions[0].textContent];");
    assert_eq!(own, json!([6, "your own"]));
    assert!(status(&browser).starts_with("E reached!"), "{}", status(&browser));

    // The knight's tour: n = 7 from (1, 5), a search with two dead ends.
    browser.goto(&server.url("/"));
    browser.wait_for(
        "the page",
        "return document.querySelector('[data-counter=nodes]') !== null;",
    );
    pick(
        &browser,
        "#puzzle option[value='tour']",
        "the tour",
        "document.querySelector('#board .knight') !== null",
    );
    pick_n(
        &browser,
        7,
        "n = 7",
        "document.querySelectorAll('#board .square').length === 49",
    );
    // Before the first step a click on a square starts the tour there
    // (sent from 1, as the API takes a square; shown from 0).
    pick(
        &browser,
        "#board .square[data-row='2'][data-col='2']",
        "a start by click",
        "document.querySelector('#opt-start').value === '3,3' \
         && document.querySelector('#opt-start').selectedOptions[0].textContent === '2,2'",
    );
    browser.click("#opt-start option[value='2,6']");
    browser.wait_for(
        "the start (1, 5)",
        "const k = document.querySelector('#board .knight'); \
         return k !== null && k.dataset.row === '1' && k.dataset.col === '5' \
         && document.querySelector('#step-out').textContent === 'step 0 of 112';",
    );
    let knight = browser.script(
        "const k = document.querySelector('#board .knight'); return [k.dataset.move, k.textContent];",
    );
    assert_eq!(knight, json!(["1", "1"]), "move 1 on the start square");
    assert!(
        status(&browser).contains("starts on (1, 5)"),
        "{}",
        status(&browser)
    );

    // The first refusal: the move would cut a square off.
    step_until(
        &browser,
        "a refused move",
        "return document.querySelector('#board .refused') !== null;",
        100,
    );
    let refused = browser.script(
        "const r = document.querySelector('#board .refused'); \
         return [r.dataset.reason, r.textContent, document.querySelector('#board .cut-off') !== null, \
                 document.querySelector('#code .why').textContent];",
    );
    assert_eq!(refused[0], "cuts-off", "{refused}");
    assert_eq!(
        refused[1], "cuts off",
        "the reason is written on the square: {refused}"
    );
    assert_eq!(refused[2], true, "the square cut off is marked: {refused}");
    assert!(
        refused[3].as_str().unwrap().contains("cut a square off"),
        "{refused}"
    );
    assert!(
        status(&browser).contains("refused: it would cut off (3, 3)"),
        "{}",
        status(&browser)
    );
    save(&browser, "visualizer-tour-refused.png");

    // To the tour: every square numbered, each move a knight's move, move
    // 1 on the start square.
    browser.click("#next-solution");
    assert!(
        status(&browser).starts_with("A tour! The knight has visited all 49 squares"),
        "{}",
        status(&browser)
    );
    let moves = browser.script(
        "const k = document.querySelector('#board .knight'); \
         return [...document.querySelectorAll('#board .move-number')] \
           .map(t => [Number(t.textContent), Number(t.dataset.row), Number(t.dataset.col)]) \
           .concat([[Number(k.dataset.move), Number(k.dataset.row), Number(k.dataset.col)]]);",
    );
    let mut moves: Vec<(u64, u64, u64)> = moves
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m[0].as_u64().unwrap(),
                m[1].as_u64().unwrap(),
                m[2].as_u64().unwrap(),
            )
        })
        .collect();
    moves.sort();
    assert_eq!(moves.len(), 49);
    assert_eq!(moves[0], (1, 1, 5), "move 1 on the start square");
    assert!(
        moves.iter().enumerate().all(|(i, m)| m.0 == i as u64 + 1),
        "moves 1 to 49 once each"
    );
    let mut squares: Vec<_> = moves.iter().map(|m| (m.1, m.2)).collect();
    squares.sort();
    squares.dedup();
    assert_eq!(squares.len(), 49, "every square once");
    assert!(
        moves.windows(2).all(|w| {
            let (dr, dc) = (w[0].1.abs_diff(w[1].1), w[0].2.abs_diff(w[1].2));
            (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
        }),
        "knight moves: {moves:?}"
    );
    assert_eq!(counter(&browser, "dead-ends"), json!(2));
    let green = browser.script("return document.querySelector('#tree').dataset.currentState === 'solution';");
    assert_eq!(green, json!(true));
    save(&browser, "visualizer-tour.png");

    // A closed tour: no start to choose; 7 × 7 has none (by colours), 6 × 6
    // has one, closed back to its first square.
    browser.click("#opt-closed option[value='true']");
    browser.wait_for(
        "a closed tour of 7 × 7",
        "return document.querySelector('#status').textContent.startsWith('No closed tour, without a search');",
    );
    let start_shown = browser.script("return !document.querySelector('#opt-label-start').hidden;");
    assert_eq!(start_shown, json!(false), "a closed tour takes no start");
    pick_n(
        &browser,
        6,
        "n = 6",
        "document.querySelectorAll('#board .square').length === 36",
    );
    end(&browser);
    assert!(
        status(&browser).starts_with("A closed tour!"),
        "{}",
        status(&browser)
    );
    let closing = browser.script("return document.querySelector('#board .closing') !== null;");
    assert_eq!(closing, json!(true), "the closing move is drawn");

    // A phone-sized window: the tour still fits across.
    browser.resize(390, 844);
    browser.wait_for("a phone layout", "return window.innerWidth < 500;");
    let fits = browser.script("return document.documentElement.scrollWidth <= window.innerWidth;");
    assert_eq!(fits, json!(true), "no sideways scrolling on a phone");
    save(&browser, "visualizer-tour-phone.png");
}

/// The kings on the board, as (row, col).
fn kings(browser: &Browser) -> Value {
    browser.script(
        "return [...document.querySelectorAll('#board .king:not(.removed)')]
            .map(k => [Number(k.dataset.row), Number(k.dataset.col)]);",
    )
}

/// Non-attacking kings from a link (`puzzle=kings&n=3&k=4`): the empty
/// board, a square refused with the king that touches it drawn, and the
/// one placement (the corners) as the first solution.
#[test]
fn four_kings_on_3x3_step_by_step_to_the_corners() {
    let Some((chromium, driver)) = browser_or_skip("kings") else {
        return;
    };
    let server = TestServer::start(web::Config::default());
    let browser = Browser::start(&chromium, &driver, 1280, 1200);
    browser.goto(&server.url("/?puzzle=kings&n=3&k=4"));
    browser.wait_for(
        "the kings' board",
        "return document.querySelectorAll('#board .square').length === 9 \
         && document.querySelector('#step-out').textContent.startsWith('step 0 ');",
    );
    assert_eq!(kings(&browser), json!([]));
    assert!(
        status(&browser).contains("board is empty"),
        "{}",
        status(&browser)
    );

    // The first refusal: (0, 1) touches the king on (0, 0).
    step_until(
        &browser,
        "a refused square",
        "return document.querySelector('#board .king.attacker') !== null;",
        20,
    );
    assert_eq!(status(&browser), "Not (0, 1): the king on (0, 0) touches it.");
    let near = browser.script("return document.querySelectorAll('#board .square.attacked').length;");
    assert_eq!(near, json!(3), "the squares next to the king on (0, 0)");

    // On to the one placement: a king in each corner, and a green node.
    step_until(
        &browser,
        "the placement",
        "return document.querySelector('[data-counter=solutions]').textContent === '1';",
        200,
    );
    assert_eq!(kings(&browser), json!([[0, 0], [0, 2], [2, 0], [2, 2]]));
    assert!(
        status(&browser).starts_with("A placement! 4 kings"),
        "{}",
        status(&browser)
    );
    let lit = browser.script("return document.querySelector('#code .lit').textContent;");
    assert!(lit.as_str().unwrap().contains("none touching"), "{lit}");
    save(&browser, "visualizer-kings.png");

    // The whole search: one placement, no more.
    end(&browser);
    assert_eq!(counter(&browser, "solutions"), json!(1));
}

/// Non-attacking rooks, a described puzzle, from a link
/// (`puzzle=rooks&n=3&k=3`), in Vietnamese: its drawer's own words reach
/// the page; a square refused with the rook holding its column drawn; the
/// first placement, the diagonal; then all 3! of them.
#[test]
fn three_rooks_on_3x3_in_the_drawers_own_words() {
    let Some((chromium, driver)) = browser_or_skip("rooks") else {
        return;
    };
    let server = TestServer::start(web::Config::default());
    let browser = Browser::start(&chromium, &driver, 1280, 1200);
    browser.goto(&server.url("/?puzzle=rooks&n=3&k=3&lang=vi"));
    browser.wait_for(
        "the rooks' board",
        "return document.querySelectorAll('#board .square').length === 9 \
         && document.querySelector('#step-out').textContent.length > 0;",
    );
    assert_eq!(kings(&browser), json!([]));
    assert!(
        status(&browser).starts_with("Bàn cờ trống"),
        "{}",
        status(&browser)
    );
    let title = browser.script("return document.querySelector('#puzzle option[value=rooks]').textContent;");
    assert_eq!(title, json!("Đặt xe không ăn nhau"));

    // The first refusal: (1, 0), in the column of the rook on (0, 0).
    step_until(
        &browser,
        "a refused square",
        "return document.querySelector('#board .rook.attacker') !== null;",
        20,
    );
    assert_eq!(
        status(&browser),
        "Không đặt ở (1, 0): quân xe ở (0, 0) giữ cột đó."
    );

    step_until(
        &browser,
        "the first placement",
        "return document.querySelector('[data-counter=solutions]').textContent === '1';",
        200,
    );
    assert_eq!(kings(&browser), json!([[0, 0], [1, 1], [2, 2]]));
    save(&browser, "visualizer-rooks.png");
    end(&browser);
    assert_eq!(counter(&browser, "solutions"), json!(6));
}

/// The digits drawn on the Sudoku board, as an 81-cell line (`.` for an
/// empty cell), and how many of them are givens.
fn sudoku_board(browser: &Browser) -> (String, u64) {
    let v = browser.script(
        "const cells = Array(81).fill('.'); \
         for (const d of document.querySelectorAll('#board .digit:not(.tried)')) \
           cells[Number(d.dataset.row) * 9 + Number(d.dataset.col)] = d.textContent; \
         return [cells.join(''), document.querySelectorAll('#board .digit.given').length];",
    );
    (v[0].as_str().unwrap().to_owned(), v[1].as_u64().unwrap())
}

#[test]
fn a_sudoku_step_by_step_to_its_solution() {
    let Some((chromium, driver)) = browser_or_skip("sudoku") else {
        return;
    };
    let server = TestServer::start(web::Config::default());
    let browser = Browser::start(&chromium, &driver, 1280, 1200);
    browser.goto(&server.url("/"));
    browser.wait_for(
        "the first trace",
        "return document.querySelector('[data-counter=nodes]') !== null;",
    );

    // The easy puzzle, the default: its givens drawn, nothing else.
    pick(
        &browser,
        "#puzzle option[value='sudoku']",
        "the sudoku",
        "document.querySelectorAll('#board .cell-bg').length === 81",
    );
    let picked = browser.script(
        "return [document.querySelector('#size').hidden, document.querySelector('#opt-sudoku').value, \
                 document.querySelector('#algo').value];",
    );
    assert_eq!(picked, json!([true, "easy", "simple"]));
    let input = browser.script(
        "return fetch('/api/trace?puzzle=sudoku&sudoku=easy&max_steps=1').then(r => r.json()).then(v => v.input.grid);",
    );
    let puzzle: sudoku::Grid = input.as_str().unwrap().parse().unwrap();
    let solution = sudoku::solve(&puzzle).unwrap();
    assert_eq!(
        sudoku_board(&browser),
        (puzzle.to_line(), puzzle.givens() as u64),
        "the givens, before the first step"
    );
    assert!(
        status(&browser).starts_with("41 givens, 40 empty cells"),
        "{}",
        status(&browser)
    );

    // The first rejection: its unit and the cell that holds the digit are
    // marked, and the code line of that unit is lit.
    step_until(
        &browser,
        "a rejection",
        "return document.querySelector('#board .sudoku-unit') !== null;",
        50,
    );
    let reject = browser.script(
        "const u = document.querySelector('#board .sudoku-unit'); \
         const f = document.querySelector('#board .focus.reject'); \
         return [u.dataset.unit, document.querySelectorAll('#board .digit.clash').length, \
                 document.querySelector('#board .digit.tried.reject').textContent, \
                 f.dataset.row, f.dataset.col, \
                 [...document.querySelectorAll('#code .why')].map(l => l.textContent.trim())];",
    );
    let (steps, _) = sudoku::trace_events(&puzzle, 1000);
    let first = steps
        .iter()
        .find(|s| s.kind == sudoku::StepKind::Reject)
        .and_then(|s| s.detail)
        .unwrap();
    let (cell, clash) = (first.cell.unwrap(), first.clash.unwrap());
    assert_eq!(
        reject,
        json!([
            clash.name(),
            1,
            first.digit.unwrap().to_string(),
            cell.row.to_string(),
            cell.col.to_string(),
            [
                "if (0..9).any(|c| grid[row][c] == digit) {".to_owned(),
                format!("return false; // the {} has it", clash.name())
            ],
        ])
    );
    assert!(
        status(&browser).contains(&format!(
            "has a {} already, at ({}, {})",
            first.digit.unwrap(),
            clash.by.row,
            clash.by.col
        )),
        "{}",
        status(&browser)
    );
    save(&browser, "visualizer-sudoku-reject.png");

    // A dead end: the cell no digit fits is marked, the counter counts it.
    step_until(
        &browser,
        "a dead end",
        "return document.querySelector('#board .sudoku-dead') !== null;",
        600,
    );
    assert!(
        status(&browser).starts_with("Dead end: no digit from 1 to 9 fits in"),
        "{}",
        status(&browser)
    );
    assert_eq!(counter(&browser, "dead-ends"), json!(1));
    save(&browser, "visualizer-sudoku-dead.png");

    // On to the solution: the board is the sudoku crate's solution, the
    // tree's current node is green, the code's solution line is lit.
    browser.click("#next-solution");
    assert!(status(&browser).starts_with("Solved!"), "{}", status(&browser));
    assert_eq!(
        sudoku_board(&browser),
        (solution.to_line(), puzzle.givens() as u64)
    );
    let green = browser.script(
        "return [document.querySelector('#tree').dataset.currentState === 'solution', \
                 document.querySelector('#code .lit').textContent.trim(), \
                 getComputedStyle(document.querySelector('#board .digit.placed')).fill];",
    );
    assert_eq!(
        green,
        json!([
            true,
            "return true; // every cell filled: solved",
            "rgb(31, 157, 76)"
        ])
    );
    assert_eq!(counter(&browser, "dead-ends"), json!(6));
    save(&browser, "visualizer-sudoku.png");

    // The harder one, in the middle of its search.
    pick(
        &browser,
        "#opt-sudoku option[value='harder']",
        "the harder sudoku",
        "document.querySelector('#status').textContent.startsWith('23 givens')",
    );
    browser.script("document.querySelector('#scrub').value = 1200; document.querySelector('#scrub').dispatchEvent(new Event('input'));");
    save(&browser, "visualizer-sudoku-harder.png");

    // Wikipedia's, the long one: End runs it to its solution.
    pick(
        &browser,
        "#opt-sudoku option[value='classic']",
        "the classic sudoku",
        "document.querySelector('#step-out').textContent === 'step 0 of 80,708'",
    );
    let took = browser.script(
        "const t = performance.now(); document.activeElement.blur(); \
         document.dispatchEvent(new KeyboardEvent('keydown', {key: 'End'})); \
         return performance.now() - t;",
    );
    let _ = writeln!(
        std::io::stderr(),
        "drawing the whole search of Wikipedia's sudoku (80,708 steps) took {took} ms"
    );
    let classic: sudoku::Grid =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            .parse()
            .unwrap();
    assert_eq!(
        sudoku_board(&browser).0,
        sudoku::solve(&classic).unwrap().to_line()
    );
    assert_eq!(counter(&browser, "dead-ends"), json!(1246));
    save(&browser, "visualizer-sudoku-classic.png");

    // No solution: the whole search, every digit taken back.
    pick(
        &browser,
        "#opt-sudoku option[value='no-solution']",
        "the sudoku without solution",
        "document.querySelector('#status').textContent.startsWith('42 givens')",
    );
    end(&browser);
    assert!(
        status(&browser).ends_with("the puzzle has no solution."),
        "{}",
        status(&browser)
    );
    assert_eq!(counter(&browser, "solutions"), json!(0));
    let (board, givens) = sudoku_board(&browser);
    let digits = board.chars().filter(|&c| c != '.').count() as u64;
    assert_eq!((digits, givens), (42, 42), "only the givens are left");

    // A puzzle of one's own, in the link.
    browser.goto(&server.url(&format!("/?puzzle=sudoku&grid={}&step=2", classic.to_line())));
    browser.wait_for(
        "a sudoku of one's own",
        "const s = document.querySelector('#step-out'); return s !== null && s.textContent === 'step 2 of 80,708';",
    );
    let own = browser.script("return document.querySelector('#opt-sudoku').selectedOptions[0].textContent;");
    assert_eq!(own, json!("your own"));
    assert!(
        status(&browser).starts_with("1 fits in (0, 2)"),
        "{}",
        status(&browser)
    );
    // A grid that is not a puzzle: the server's reason on the page.
    browser.goto(&server.url("/?puzzle=sudoku&grid=55"));
    browser.wait_for(
        "the refusal",
        "return document.querySelector('#status').textContent.startsWith('error: grid must be 81 cells');",
    );

    // A phone-sized window: the grid still fits across.
    browser.goto(&server.url("/?puzzle=sudoku&step=300"));
    browser.resize(390, 844);
    browser.wait_for(
        "a phone layout",
        "return window.innerWidth < 500 && document.querySelector('#step-out').textContent.startsWith('step 300 ');",
    );
    let fits = browser.script("return document.documentElement.scrollWidth <= window.innerWidth;");
    assert_eq!(fits, json!(true), "no sideways scrolling on a phone");
    save(&browser, "visualizer-sudoku-phone.png");
}

/// What a lane (or the single view) shows at the current step: the
/// queens, the square in focus and whether it is rejected, and the code
/// lines lit as the reason (`.why`).
const LANES_NOW: &str = "
    const lanes = [...document.querySelectorAll('#versus .lane')];
    return lanes.map(l => {
      const focus = l.querySelector('[data-lane=board] .focus');
      return {
        algo: l.dataset.algo,
        queens: [...l.querySelectorAll('[data-lane=board] .queen:not(.removed)')]
          .map(q => [Number(q.dataset.row), Number(q.dataset.col)]),
        focus: focus ? [Number(focus.dataset.row), Number(focus.dataset.col)] : null,
        reject: focus !== null && focus.classList.contains('reject'),
        why: [...l.querySelectorAll('.lane-code .line.why')].map(x => x.textContent.trim()),
        counters: Object.fromEntries([...l.querySelectorAll('[data-counter]')]
          .map(d => [d.dataset.counter, Number(d.textContent.replaceAll(',', ''))])),
        done: l.classList.contains('done'),
        behind: l.classList.contains('behind'),
      };
    });";

/// The test a lit reason line is, read from its code: the column's, the
/// diagonal's or the anti-diagonal's.
fn line_of(code: &str) -> &'static str {
    let code = code.to_lowercase().replace('-', "");
    if code.contains("antidiagonal") {
        "anti-diagonal"
    } else if code.contains("diagonal") {
        "diagonal"
    } else if code.contains("column") {
        "column"
    } else {
        panic!("a reason line that names no test: {code}")
    }
}

/// Goes to step k with the scrubber, as a user dragging it would.
fn scrub_to(browser: &Browser, k: u64) {
    browser.script(&format!(
        "const s = document.querySelector('#scrub'); s.value = {k}; s.dispatchEvent(new Event('input'));"
    ));
}

#[test]
fn two_approaches_side_by_side() {
    let Some((chromium, driver)) = browser_or_skip("side by side") else {
        return;
    };
    let server = TestServer::start(web::Config::default());
    let browser = Browser::start(&chromium, &driver, 1400, 1250);

    // n = 4, backtrack beside flags: the same squares in the same order,
    // but where two queens attack, each names the test its code fails
    // first. At every rejected square of both, the line lit in the code
    // is the test the square failed, worked out from the board the page
    // draws by an independent model of each listing.
    browser.goto(&server.url("/?n=4&algo=backtrack&vs=flags"));
    browser.wait_for(
        "two lanes",
        "return !document.querySelector('#versus').hidden \
         && document.querySelectorAll('#versus [data-lane=board] .square').length === 32;",
    );
    let total = browser.script("return Number(document.querySelector('#scrub').max);");
    let total = total.as_u64().unwrap();
    let mut checked = 0;
    for k in 1..=total {
        scrub_to(&browser, k);
        let lanes = browser.script(LANES_NOW);
        for lane in lanes.as_array().unwrap() {
            if !lane["reject"].as_bool().unwrap() {
                continue;
            }
            let algo = lane["algo"].as_str().unwrap();
            let mut board = vec![None; 4];
            for q in lane["queens"].as_array().unwrap() {
                board[q[0].as_u64().unwrap() as usize] = Some(q[1].as_u64().unwrap() as usize);
            }
            let (row, col) = (
                lane["focus"][0].as_u64().unwrap() as usize,
                lane["focus"][1].as_u64().unwrap() as usize,
            );
            let (line, _, _) = testkit::first_failed_test(algo, &board, row, col)
                .unwrap_or_else(|| panic!("{algo} step {k}: a safe square rejected: {lane}"));
            let why = lane["why"].as_array().unwrap();
            assert_eq!(why.len(), 1, "{algo} step {k}: one reason line: {lane}");
            assert_eq!(line_of(why[0].as_str().unwrap()), line, "{algo} step {k}: {lane}");
            checked += 1;
        }
    }
    assert!(checked > 40, "rejects checked: {checked}");
    // The square: (2, 2) at step 14, backtrack's scan meets row 0's
    // diagonal first, flags tests the column first.
    scrub_to(&browser, 14);
    let lanes = browser.script(LANES_NOW);
    assert_eq!(lanes[0]["focus"], json!([2, 2]), "{lanes}");
    assert_eq!(line_of(lanes[0]["why"][0].as_str().unwrap()), "diagonal");
    assert_eq!(line_of(lanes[1]["why"][0].as_str().unwrap()), "column");

    // n = 8, board beside bitmask: the slower is left behind. Both count
    // as the library does.
    browser.goto(&server.url("/?n=8&algo=board&vs=bitmask"));
    browser.wait_for(
        "two lanes of n = 8",
        "return !document.querySelector('#versus').hidden \
         && document.querySelectorAll('#versus [data-lane=board] .square').length === 128 \
         && document.querySelector('#versus .lane').dataset.algo === 'board';",
    );
    browser.click("#step");
    browser.click("#step");
    let lanes = browser.script(LANES_NOW);
    assert_eq!(lanes[0]["counters"]["step"], json!(2), "{lanes}");
    assert_eq!(lanes[1]["counters"]["step"], json!(2), "{lanes}");
    // bitmask's whole search is 4,848 steps, board's 34,232.
    scrub_to(&browser, 4848);
    let lanes = browser.script(LANES_NOW);
    assert_eq!(lanes[1]["done"], json!(true), "bitmask done: {lanes}");
    assert_eq!(lanes[0]["behind"], json!(true), "board left behind: {lanes}");
    assert_eq!(lanes[1]["counters"]["nodes"], json!(2057), "{lanes}");
    assert!(lanes[0]["counters"]["nodes"].as_u64().unwrap() < 2057, "{lanes}");
    let status = status(&browser);
    assert!(
        status.contains("bitmask is done; board is left behind"),
        "{status}"
    );
    scrub_to(&browser, 5400);
    save(&browser, "visualizer-versus.png");
    browser.script("document.activeElement.blur();");
    end(&browser);
    let lanes = browser.script(LANES_NOW);
    for (lane, algo) in [
        (&lanes[0], nqueens::Algo::Board),
        (&lanes[1], nqueens::Algo::Bitmask),
    ] {
        let r = algo.count(8, &nqueens::approaches::Limits::none()).unwrap();
        assert_eq!(
            lane["counters"]["nodes"],
            json!(r.nodes.unwrap()),
            "{algo}: {lane}"
        );
        assert_eq!(
            lane["counters"]["checks"],
            json!(r.checks.unwrap()),
            "{algo}: {lane}"
        );
        assert_eq!(lane["counters"]["solutions"], json!(92), "{algo}: {lane}");
        assert_eq!(lane["done"], json!(true));
    }

    // levels draws its tree level by level: all of it at the end.
    browser.goto(&server.url("/?n=6&algo=levels&vs=backtrack"));
    browser.wait_for(
        "levels beside backtrack",
        "return !document.querySelector('#versus').hidden \
         && document.querySelector('#versus .lane').dataset.algo === 'levels';",
    );
    end(&browser);
    let lanes = browser.script(LANES_NOW);
    assert_eq!(lanes[0]["counters"]["nodes"], json!(153), "{lanes}");
    assert_eq!(lanes[1]["counters"]["nodes"], json!(153), "{lanes}");
    let drawn = browser.script(
        "return [...document.querySelectorAll('#versus .lane-tree')].map(t => Number(t.dataset.nodes));",
    );
    assert_eq!(drawn, json!([153, 153]), "both trees whole");
}
