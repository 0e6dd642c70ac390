//! The code panel's languages in a real browser (as `browser.rs`: Debian's
//! headless `chromium` over WebDriver; skipped loudly without it, a failure
//! with `QUEENS_E2E=1`). For n = 4 in each language the panel shows that
//! language's listing and, at every step, lights the lines the model
//! (`Listing::lines_run` on the library's trace) says the step runs; the
//! picker is remembered in the address and across reloads, and is the same
//! in both lanes of the side-by-side view.

use std::ops::ControlFlow;
use std::path::PathBuf;

use nqueens::approaches::{Algo, Limits};
use serde_json::json;
use web::{Lang, Listing, queens_listing};

use crate::common::{Site, StaticSite, TestServer};
use crate::webdriver::{Browser, browser_or_skip};

/// Goes to step k with the scrubber, as a user dragging it would.
fn scrub_to(browser: &Browser, k: usize) {
    browser.script(&format!(
        "const s = document.querySelector('#scrub'); s.value = {k}; s.dispatchEvent(new Event('input'));"
    ));
}

/// Picks `lang` in the picker `css`, as a user would.
fn pick(browser: &Browser, css: &str, lang: &str) {
    browser.script(&format!(
        "const s = document.querySelector({css:?}); s.value = '{lang}'; s.dispatchEvent(new Event('change'));"
    ));
}

/// The lines lit (as the step or its reason) in the code panel `css`,
/// counted from 0.
fn lit(browser: &Browser, css: &str) -> Vec<usize> {
    let v = browser.script(&format!(
        "return [...document.querySelectorAll('{css} .line')]
            .flatMap((l, i) => l.classList.contains('lit') || l.classList.contains('why') ? [i] : []);"
    ));
    serde_json::from_value(v).unwrap()
}

fn save(browser: &Browser, name: &str) {
    std::thread::sleep(std::time::Duration::from_millis(400));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("../screenshots");
    std::fs::create_dir_all(&dir).expect("make target/screenshots");
    std::fs::write(dir.join(name), browser.screenshot()).expect("write the screenshot");
}

#[test]
fn the_lit_line_follows_the_trace_in_every_language() {
    let Some((chromium, driver)) = browser_or_skip("code languages") else {
        return;
    };
    let server = TestServer::start(web::Config::default());
    lit_lines_in_every_language(Browser::start(&chromium, &driver, 1280, 900), &server);
}

/// The same on the static site (`queens site`, the engine in
/// WebAssembly), served by `python3 -m http.server`.
#[test]
fn the_static_site_lights_the_lines_in_every_language() {
    let Some((chromium, driver)) = browser_or_skip("code languages, static site") else {
        return;
    };
    let Some(site) = StaticSite::start() else {
        return;
    };
    lit_lines_in_every_language(Browser::start(&chromium, &driver, 1280, 900), &site);
}

/// For each language, the listing shown and, at each step of n = 4, the
/// lines lit and the call stack; the speed presets; the listing of other
/// approaches and of both lanes: on the page `server` serves.
fn lit_lines_in_every_language(browser: Browser, server: &dyn Site) {
    // The model: the library's steps of backtrack on 4 queens.
    let mut steps: Vec<(&'static str, Option<&'static str>, usize)> = Vec::new();
    Algo::Backtrack
        .trace(4, &Limits::none(), |s| {
            let d = s.detail.as_ref();
            let reason = d.and_then(|d| d.reject).map(|a| a.line.name());
            steps.push((s.kind.name(), reason, d.and_then(|d| d.row).unwrap_or(0)));
            ControlFlow::Continue(())
        })
        .unwrap();
    assert_eq!(steps.len(), 142);

    for lang in Lang::ALL {
        let name = lang.name();
        browser.goto(&server.url(&format!("/?n=4&algo=backtrack&code={name}")));
        browser.wait_for(
            "the trace of n = 4",
            "return document.querySelector('#step-out').textContent === 'step 0 of 142';",
        );
        assert_eq!(
            browser.script("return document.querySelector('#code-lang').value;"),
            json!(name)
        );
        let listing = Listing::parse_in(queens_listing(Algo::Backtrack, lang), lang);
        let shown = browser.script(
            "return [...document.querySelectorAll('#code .line')].map(l => l.textContent.replace(/\\n$/, ''));",
        );
        assert_eq!(shown, json!(listing.lines), "{name}: the listing shown");
        for (k, &(kind, reason, row)) in steps.iter().enumerate() {
            scrub_to(&browser, k + 1);
            assert_eq!(
                lit(&browser, "#code"),
                listing.lines_run(kind, reason),
                "{name}, step {}: {kind} {reason:?}",
                k + 1
            );
            // The call stack, innermost first: solve(row) … solve(0)
            // (solve(4) for a solution), and `attacked` on top of them
            // while a reject's scan returns.
            let stack = browser.script(
                "return [...document.querySelectorAll('#stack .frame-item')].map(f => f.querySelector('.call').textContent);",
            );
            let stack: Vec<String> = serde_json::from_value(stack).unwrap();
            let solves = if kind == "solution" { 5 } else { row + 1 };
            let helper = usize::from(kind == "reject");
            let at = format!("{name}, step {}: {stack:?}", k + 1);
            assert_eq!(stack.len(), solves + helper, "{at}");
            assert_eq!(stack[0].starts_with("attacked("), helper == 1, "{at}");
            assert!(
                stack[helper].starts_with(&format!("solve(row={}", solves - 1)),
                "{at}"
            );
            assert_eq!(stack[stack.len() - 1], "solve(row=0, cols=[])", "{at}");
        }
        if lang == Lang::Py {
            scrub_to(&browser, 40);
            save(&browser, "visualizer-python.png");
            scrub_to(&browser, 45);
            browser.script("document.querySelector('#stack-box').scrollIntoView();");
            save(&browser, "visualizer-python-stack.png");
        }
    }

    // The speed presets set the slider, and the one it is at is pressed.
    for (preset, rate) in [
        ("slow", "2/s"),
        ("medium", "10/s"),
        ("fast", "63/s"),
        ("very fast", "501/s"),
    ] {
        browser.script(&format!(
            "[...document.querySelectorAll('#speeds button')].find(b => b.textContent === '{preset}').click();"
        ));
        let now = browser.script(
            "return [document.querySelector('#speed-out').textContent, \
              [...document.querySelectorAll('#speeds button[aria-pressed=true]')].map(b => b.textContent)];",
        );
        assert_eq!(now, json!([rate, [preset]]), "{preset}");
    }

    // bitmask's frames carry its masks in the listing's spelling; an
    // enumerator shows its loop and the test of the candidate.
    browser.goto(&server.url("/?n=5&algo=bitmask&code=cpp&step=9"));
    browser.wait_for(
        "bitmask at step 9",
        "return document.querySelector('#step-out').textContent.startsWith('step 9 of');",
    );
    let stack = browser
        .script("return [...document.querySelectorAll('#stack .frame-item')].map(f => f.textContent);");
    let event = web_trace_row(Algo::Bitmask, 5, 9);
    let stack: Vec<String> = serde_json::from_value(stack).unwrap();
    assert_eq!(stack.len(), event + 1, "{stack:?}");
    assert!(
        stack[0].contains("left=0b") && stack[0].contains("free=0b"),
        "{stack:?}"
    );
    assert_eq!(
        stack.last().unwrap(),
        "solve(row=0, cols=0b00000, left=0b00000, right=0b00000)free=0b11110  bit=0b00001  col=0"
    );
    browser.goto(&server.url("/?n=4&algo=permutations&step=6"));
    browser.wait_for(
        "permutations at step 6",
        "return document.querySelector('#step-out').textContent.startsWith('step 6 of');",
    );
    let stack = browser
        .script("return [...document.querySelectorAll('#stack .frame-item .call')].map(f => f.textContent);");
    // The Rust listing's loop is `fn permutations(n)`: the stack names it
    // so (it said `totalNQueens`, the other languages' name, before the
    // listings said what their frames are).
    assert_eq!(stack, json!(["test(p=[0, 1, 3, 2])", "permutations(n=4)"]));

    // Picked in the panel: the listing, the address and the next visit
    // follow.
    browser.goto(&server.url("/?n=4&algo=sets"));
    browser.wait_for(
        "sets on n = 4",
        "return document.querySelector('#step-out').textContent.startsWith('step 0 of');",
    );
    pick(&browser, "#code-lang", "cpp");
    let now = browser.script(
        "return [location.search, document.querySelector('#code .line').textContent, document.querySelector('#code-lang').value];",
    );
    assert!(now[0].as_str().unwrap().contains("code=cpp"), "{now}");
    assert!(now[1].as_str().unwrap().starts_with("// sets"), "{now}");
    assert_eq!(now[2], json!("cpp"));
    browser.goto(&server.url("/?n=4&algo=flags"));
    browser.wait_for(
        "flags, remembered in C++",
        "return document.querySelector('#code-lang').value === 'cpp' \
         && document.querySelector('#code').textContent.includes('vector<bool>');",
    );

    // Side by side: a picker in each lane, one choice for all.
    browser.goto(&server.url("/?n=4&algo=backtrack&vs=flags&code=java"));
    browser.wait_for(
        "two lanes in Java",
        "return !document.querySelector('#versus').hidden \
         && [...document.querySelectorAll('.lane-lang')].every(s => s.value === 'java');",
    );
    pick(&browser, "#versus .lane:nth-child(2) .lane-lang", "py");
    let lanes = browser.script(
        "return [...document.querySelectorAll('#versus .lane')].map(l => [l.querySelector('.lane-lang').value, \
           l.querySelector('.lane-code .line').textContent.trim()]);",
    );
    assert_eq!(lanes[0][0], json!("py"), "{lanes}");
    assert_eq!(lanes[1][0], json!("py"), "{lanes}");
    assert!(
        lanes[0][1].as_str().unwrap().starts_with("# backtrack"),
        "{lanes}"
    );
    assert!(lanes[1][1].as_str().unwrap().starts_with("# flags"), "{lanes}");
    // Each lane lights its own listing's lines for its own step.
    let flags = Listing::parse_in(queens_listing(Algo::Flags, Lang::Py), Lang::Py);
    scrub_to(&browser, 1);
    assert_eq!(
        lit(&browser, "#versus .lane:nth-child(2) .lane-code"),
        flags.lines_run("try", None)
    );
}

/// The row of step k (from 1) of `algo`'s trace on n queens.
fn web_trace_row(algo: Algo, n: usize, k: usize) -> usize {
    let mut rows = Vec::new();
    algo.trace(n, &Limits::none(), |s| {
        rows.push(s.detail.and_then(|d| d.row).unwrap_or(0));
        ControlFlow::Continue(())
    })
    .unwrap();
    rows[k - 1]
}

/// `?lang=vi`: the page in Vietnamese (no word of the English catalogue
/// left outside the code), a reject's reason read naturally, and the
/// switch back to English without a reload.
#[test]
fn the_page_in_vietnamese_and_back() {
    let Some((chromium, driver)) = browser_or_skip("Vietnamese") else {
        return;
    };
    let server = TestServer::start(web::Config::default());
    vietnamese_and_back(Browser::start(&chromium, &driver, 1400, 1300), &server);
}

/// The same on the static site (`queens site`, the engine in
/// WebAssembly), served by `python3 -m http.server`.
#[test]
fn the_static_site_in_vietnamese_and_back() {
    let Some((chromium, driver)) = browser_or_skip("Vietnamese, static site") else {
        return;
    };
    let Some(site) = StaticSite::start() else {
        return;
    };
    vietnamese_and_back(Browser::start(&chromium, &driver, 1400, 1300), &site);
}

/// The walk of `the_page_in_vietnamese_and_back`, on the page `server`
/// serves.
fn vietnamese_and_back(browser: Browser, server: &dyn Site) {
    browser.goto(&server.url("/?n=4&algo=backtrack&lang=vi&code=cpp&step=6"));
    browser.wait_for(
        "step 6 in Vietnamese",
        "return document.querySelector('#step-out').textContent === 'bước 6 / 142';",
    );
    assert_eq!(
        browser.script("return document.documentElement.lang;"),
        json!("vi")
    );
    let status = browser.script("return document.querySelector('#status').textContent;");
    assert_eq!(
        status,
        json!("Ô ở hàng 1, cột 1 bị quân hậu ở hàng 0, cột 0 tấn công theo đường chéo: loại ô này.")
    );
    save(&browser, "visualizer-vi-cpp.png");

    // No English words of the catalogue are left on show (the code and the
    // call stack are code; the selects hold names).
    let en: std::collections::BTreeMap<String, String> =
        serde_json::from_str(include_str!("../../assets/i18n/en.json")).unwrap();
    let vi: std::collections::BTreeMap<String, String> =
        serde_json::from_str(include_str!("../../assets/i18n/vi.json")).unwrap();
    let shown = browser.script(
        "const body = document.body.cloneNode(true);
         for (const el of body.querySelectorAll('select, pre, #stack, [hidden], #versus')) el.remove();
         return body.textContent;",
    );
    let shown = shown.as_str().unwrap();
    for (key, words) in &en {
        if words.contains('{') || words.len() < 4 || vi[key] == *words {
            continue;
        }
        // As words of their own (`back` is in `backtrack`, a name).
        let alone = shown.match_indices(words.as_str()).any(|(i, _)| {
            let before = shown[..i].chars().next_back();
            let after = shown[i + words.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        });
        assert!(!alone, "{key}: {words:?} is on the Vietnamese page");
    }
    assert!(
        shown.contains("ngăn xếp lời gọi") && shown.contains("lời giải tiếp theo"),
        "{shown}"
    );
    let puzzle = browser.script("return document.querySelector('#puzzle').selectedOptions[0].textContent;");
    assert_eq!(puzzle, json!("N quân hậu"));
    // The tooltips and the labels screen readers say are the page's
    // words too.
    let said = browser.script(
        "return [...document.querySelectorAll('[title], [aria-label]')]
           .flatMap(el => [el.getAttribute('title'), el.getAttribute('aria-label')])
           .filter(w => w);",
    );
    let said: Vec<String> = serde_json::from_value(said).unwrap();
    assert!(said.len() >= 10, "{said:?}");
    for words in &said {
        let english = en.iter().any(|(key, w)| w == words && vi[key] != *w);
        assert!(!english, "{words:?} is English on the Vietnamese page");
    }

    // The switch: English as soon as its catalogue is in (fetched the
    // first time it is shown), the step kept, and remembered.
    browser.script(
        "const s = document.querySelector('#ui-lang'); s.value = 'en'; s.dispatchEvent(new Event('change'));",
    );
    browser.wait_for(
        "the page in English",
        "return document.documentElement.lang === 'en' \
         && document.querySelector('#step-out').textContent.startsWith('step ');",
    );
    let now = browser.script(
        "return [document.documentElement.lang, document.querySelector('#status').textContent, \
           document.querySelector('#step-out').textContent, location.search];",
    );
    assert_eq!(now[0], json!("en"), "{now}");
    assert!(
        now[1]
            .as_str()
            .unwrap()
            .contains("attacked along the diagonal by the queen at row 0, column 0"),
        "{now}"
    );
    assert_eq!(now[2], json!("step 6 of 142"), "{now}");
    let puzzle = browser.script("return document.querySelector('#puzzle').selectedOptions[0].textContent;");
    assert_eq!(puzzle, json!("N-Queens"), "the server's words come back");
    assert!(now[3].as_str().unwrap().contains("lang=en"), "{now}");
    pick(&browser, "#code-lang", "py");
    scrub_to(&browser, 27);
    save(&browser, "visualizer-en-python.png");

    // A size out of bounds, asked for in the address, is said in
    // Vietnamese, and the default board shown.
    browser.goto(&server.url("/?n=99&lang=vi"));
    browser.wait_for(
        "the bound in Vietnamese",
        "return !document.querySelector('#n-bound').hidden \
         && document.querySelector('#step-out').textContent.startsWith('bước 0 /');",
    );
    let bound = browser.script("return document.querySelector('#n-bound').textContent;");
    assert!(
        bound
            .as_str()
            .unwrap()
            .starts_with("n phải là số nguyên từ 1 đến "),
        "{bound}"
    );

    // The family's drawers translated so far: Sudoku's reject, in
    // Vietnamese with its unit.
    browser.goto(&server.url("/?puzzle=sudoku&lang=vi&step=2"));
    browser.wait_for(
        "Sudoku's step 2 in Vietnamese",
        "return document.querySelector('#step-out').textContent.startsWith('bước 2 /');",
    );
    assert_eq!(
        browser.script("return document.querySelector('#status').textContent;"),
        json!("Không đặt 1 ở ô (0, 3): hàng của nó đã có 1 ở ô (0, 8).")
    );
    // Side by side, each lane's summary of its approach.
    browser.goto(&server.url("/?n=5&algo=backtrack&vs=flags&lang=vi"));
    browser.wait_for(
        "the lanes in Vietnamese",
        "return document.querySelector('#step-out').textContent.startsWith('bước 0 /') \
           && document.querySelectorAll('#versus .lane-summary').length === 2;",
    );
    let lanes = browser
        .script("return [...document.querySelectorAll('#versus .lane-summary')].map(l => l.textContent);");
    assert_eq!(
        lanes,
        json!([vi["summary.queens.backtrack"], vi["summary.queens.flags"]])
    );
    // Word search's list of the words found, drawn on its board.
    browser.goto(&server.url("/?puzzle=word-search&lang=vi&step=1"));
    browser.wait_for(
        "the words found, in Vietnamese",
        "return document.querySelector('#board').textContent.includes('chưa tìm thấy từ nào');",
    );
    for (puzzle, first) in [
        ("word-search", "Thử "),
        ("regions", "Thử đặt hậu ở (0, 0)"),
        ("maze", "Xem ô "),
        ("subsets", ""),
        ("tour", "Nước 2: thử nhảy"),
    ] {
        browser.goto(&server.url(&format!("/?puzzle={puzzle}&lang=vi&step=1")));
        browser.wait_for(
            "step 1 in Vietnamese",
            "return document.querySelector('#step-out').textContent.startsWith('bước 1 /');",
        );
        let status = browser.script("return document.querySelector('#status').textContent;");
        let status = status.as_str().unwrap();
        assert!(
            status.starts_with(first) && !status.contains("undefined"),
            "{puzzle}: {status}"
        );
    }
}
