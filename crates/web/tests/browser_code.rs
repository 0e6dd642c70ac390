//! The code panel's languages in a real browser (as `browser.rs`: Debian's
//! headless `chromium` over WebDriver; skipped loudly without it, a failure
//! with `QUEENS_E2E=1`). For n = 4 in each language the panel shows that
//! language's listing and, at every step, lights the lines the model
//! (`Listing::lines_run` on the library's trace) says the step runs; the
//! picker is remembered in the address and across reloads, and is the same
//! in both lanes of the side-by-side view.

mod common;
mod webdriver;

use std::ops::ControlFlow;
use std::path::PathBuf;

use nqueens::{Algo, Limits};
use serde_json::json;
use web::{Lang, Listing, queens_listing};

use common::TestServer;
use webdriver::{Browser, browser_or_skip};

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
    let browser = Browser::start(&chromium, &driver, 1280, 900);

    // The model: the library's steps of backtrack on 4 queens.
    let mut steps: Vec<(&'static str, Option<&'static str>)> = Vec::new();
    Algo::Backtrack
        .trace(4, &Limits::none(), |s| {
            steps.push((
                s.kind.name(),
                s.detail.and_then(|d| d.reject).map(|a| a.line.name()),
            ));
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
        for (k, &(kind, reason)) in steps.iter().enumerate() {
            scrub_to(&browser, k + 1);
            assert_eq!(
                lit(&browser, "#code"),
                listing.lines_run(kind, reason),
                "{name}, step {}: {kind} {reason:?}",
                k + 1
            );
        }
        if lang == Lang::Py {
            scrub_to(&browser, 40);
            save(&browser, "visualizer-python.png");
        }
    }

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
