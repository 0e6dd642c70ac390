//! The routes: in process through the router (tower's `oneshot`), and on
//! a real port of the loopback for what needs raw bytes or many
//! connections at once.

#[path = "routes/sudoku.rs"]
mod sudoku_routes;

use std::ops::ControlFlow;
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use puzzles::Puzzle;
use serde_json::Value;
use tower::ServiceExt;

use crate::common::{self, TestServer};

struct Reply {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: Vec<u8>,
}

impl Reply {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }

    fn content_type(&self) -> &str {
        self.headers[header::CONTENT_TYPE].to_str().unwrap()
    }
}

async fn send(config: web::Config, method: &str, uri: &str) -> Reply {
    let request = Request::builder()
        .method(method)
        .uri(uri)
        .body(Body::empty())
        .unwrap();
    let response = web::router(config).oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = response.into_body().collect().await.unwrap().to_bytes().to_vec();
    Reply {
        status,
        headers,
        body,
    }
}

async fn get(uri: &str) -> Reply {
    send(web::Config::default(), "GET", uri).await
}

/// The events of a trace in their `serde` form, as `queens trace
/// --format json` writes them.
fn library_trace(algo: nqueens::Algo, n: usize, max_steps: u64) -> Vec<Value> {
    let mut events = Vec::new();
    algo.trace(n, &nqueens::approaches::Limits::max_steps(max_steps), |e| {
        events.push(serde_json::to_value(e).unwrap());
        ControlFlow::Continue(())
    })
    .unwrap();
    events
}

#[tokio::test]
async fn the_page_and_its_files_are_served() {
    let page = get("/").await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.content_type(), "text/html; charset=utf-8");
    let csp = page.headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
    assert!(csp.contains("default-src 'self'"), "{csp}");
    let html = String::from_utf8(page.body).unwrap();
    for (path, mime) in [
        ("/app.js", "text/javascript"),
        ("/tree.js", "text/javascript"),
        ("/versus.js", "text/javascript"),
        ("/code.js", "text/javascript"),
        ("/stack.js", "text/javascript"),
        ("/i18n.js", "text/javascript"),
        ("/i18n/en.json", "application/json"),
        ("/i18n/vi.json", "application/json"),
        ("/i18n/code-vi.json", "application/json"),
        ("/puzzles/queens.js", "text/javascript"),
        ("/puzzles/tour.js", "text/javascript"),
        ("/puzzles/maze.js", "text/javascript"),
        ("/puzzles/sudoku.js", "text/javascript"),
        ("/puzzles/common.js", "text/javascript"),
        ("/style.css", "text/css"),
        ("/favicon.svg", "image/svg+xml"),
    ] {
        let file = get(path).await;
        assert_eq!(file.status, StatusCode::OK, "{path}");
        assert!(
            file.content_type().starts_with(mime),
            "{path}: {}",
            file.content_type()
        );
        assert_eq!(file.headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
        // No CDN, no other site: the only URL in the files is the SVG
        // namespace name.
        let text = String::from_utf8(file.body).unwrap();
        let outside = text
            .match_indices("://")
            .filter(|(i, _)| !text[..*i].ends_with("http") || !text[*i..].starts_with("://www.w3.org/"))
            .count();
        assert_eq!(outside, 0, "{path} refers to another site");
    }
    assert!(html.contains(r#"src="app.js""#) && html.contains(r#"href="style.css""#));
    assert!(!html.contains("://"), "the page loads nothing from elsewhere");
}

#[tokio::test]
async fn puzzles_lists_the_approaches_with_their_code() {
    let reply = get("/api/puzzles").await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.content_type(), "application/json");
    let v = reply.json();
    assert_eq!(v["limits"]["max_steps"], web::MAX_STEPS);
    assert_eq!(v["limits"]["time_ms"], 2000);
    let names: Vec<&str> = v["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    // The registry's order, the default first; a new puzzle comes after
    // the hand-written ones (regions the last of them), with the
    // described ones (kings, rooks, subsets, …) in the library's order.
    assert_eq!(
        names[..11],
        [
            "queens",
            "tour",
            "maze",
            "sudoku",
            "word-search",
            "perms",
            "regions",
            "kings",
            "rooks",
            "subsets",
            "combination-sum"
        ]
    );
    let registry: Vec<&str> = web::REGISTRY.iter().map(|p| p.name()).collect();
    assert_eq!(names, registry);
    let queens = &v["puzzles"][0];
    assert_eq!(queens["name"], "queens");
    let size = &queens["size"];
    assert_eq!((size["min"].as_u64(), size["max"].as_u64()), (Some(1), Some(12)));
    assert_eq!(size["tree_max"], 10);
    assert_eq!(queens["options"], serde_json::json!([]));
    let algos: Vec<&str> = queens["algos"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        algos,
        [
            "backtrack",
            "board",
            "sets",
            "flags",
            "levels",
            "bitmask",
            "mirror",
            "brute",
            "odometer",
            "permutations"
        ]
    );
    let kind = |name: &str| {
        queens["algos"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["name"] == name)
            .unwrap()["kind"]
            .clone()
    };
    assert_eq!(
        kind("levels"),
        "breadth-first",
        "the page finds levels' nodes by board"
    );
    assert_eq!(kind("board"), "search");
    let all_algos = v["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["algos"].as_array().unwrap());
    for algo in all_algos {
        let lines = algo["code"]["lines"].as_array().unwrap();
        assert!(lines.len() > 10, "{}", algo["name"]);
        assert!(
            lines.iter().all(|l| !l.as_str().unwrap().contains("//@")),
            "markers are cut off"
        );
        assert!(algo["code"]["events"]["place"].is_array(), "{}", algo["name"]);
    }
}

#[tokio::test]
async fn a_trace_is_the_librarys_trace() {
    let reply = get("/api/trace?n=4").await;
    assert_eq!(reply.status, StatusCode::OK);
    let v = reply.json();
    assert_eq!(v["puzzle"], "queens");
    assert_eq!(v["algo"], "backtrack", "the default approach");
    assert_eq!(v["max_steps"], web::DEFAULT_STEPS);
    assert_eq!(v["outcome"], "finished");
    assert_eq!(v["stats"]["solutions"], 2);
    assert_eq!(v["stats"]["nodes"], 17);
    let events = v["events"].as_array().unwrap();
    assert_eq!(events, &library_trace(nqueens::Algo::Backtrack, 4, u64::MAX));
    assert_eq!(v["stats"]["steps"], events.len());
    let first_solution = events.iter().find(|e| e["event"] == "solution").unwrap();
    assert_eq!(first_solution["cols"], serde_json::json!([1, 3, 0, 2]));
    // What the page reads: an empty row is null, a missing column absent.
    assert_eq!(
        events[0],
        serde_json::json!({"step": 1, "event": "try", "row": 0, "col": 0, "cols": [null, null, null, null]})
    );
    let dead_end = events.iter().find(|e| e["event"] == "dead_end").unwrap();
    assert_eq!(
        dead_end,
        &serde_json::json!({"step": 17, "event": "dead_end", "row": 2, "cols": [0, 2, null, null]})
    );

    // Every approach, named explicitly, with the puzzle named too.
    for algo in [
        "board",
        "backtrack",
        "sets",
        "flags",
        "levels",
        "bitmask",
        "mirror",
        "brute",
        "odometer",
        "permutations",
    ] {
        let reply = get(&format!(
            "/api/trace?puzzle=queens&n=5&algo={algo}&max_steps=5000"
        ))
        .await;
        assert_eq!(reply.status, StatusCode::OK, "{algo}");
        let v = reply.json();
        let expected = library_trace(algo.parse().unwrap(), 5, 5000);
        assert_eq!(v["events"].as_array().unwrap(), &expected, "{algo}");
    }
}

/// Every reject the API sends names the first test that the approach's
/// code (its listing on the page) fails, in the code's own order, and the
/// queen on that line: an independent model (testkit) of each listing
/// says which.
#[tokio::test]
async fn api_rejects_name_the_test_the_code_fails() {
    for algo in ["backtrack", "sets", "flags", "board", "levels"] {
        for n in 4..=8 {
            let v = get(&format!(
                "/api/trace?puzzle=queens&n={n}&algo={algo}&max_steps=200000"
            ))
            .await
            .json();
            assert_eq!(v["outcome"], "finished", "{algo} {n}");
            let mut rejects = 0;
            for e in v["events"].as_array().unwrap() {
                if e["event"] != "reject" {
                    continue;
                }
                rejects += 1;
                let board: Vec<Option<usize>> = e["cols"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_u64().map(|c| c as usize))
                    .collect();
                let (row, col) = (
                    e["row"].as_u64().unwrap() as usize,
                    e["col"].as_u64().unwrap() as usize,
                );
                let (line, by_row, by_col) = testkit::first_failed_test(algo, &board, row, col)
                    .unwrap_or_else(|| panic!("{algo} {n}: a safe square rejected: {e}"));
                assert_eq!(e["reason"], line, "{algo} {n}: {e}");
                assert_eq!(
                    e["by"],
                    serde_json::json!({"row": by_row, "col": by_col}),
                    "{algo} {n}: {e}"
                );
            }
            assert!(rejects > 0, "{algo} {n}");
        }
    }
}

/// `fast` is not offered: its kernels keep no steps.
#[tokio::test]
async fn fast_is_not_traced() {
    let reply = get("/api/trace?puzzle=queens&n=4&algo=fast").await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_long_trace_is_cut_at_max_steps() {
    let v = get("/api/trace?n=8&algo=flags&max_steps=10").await.json();
    assert_eq!(v["outcome"], "max-steps");
    let events = v["events"].as_array().unwrap();
    assert_eq!(events.len(), 11);
    assert_eq!(events[10]["event"], "cut");
    assert_eq!(events[10]["reason"], "max-steps");
}

/// A 400 whose JSON names the limit (or none, for malformed input).
async fn refused(uri: &str, limit: Option<&str>, words: &str) {
    let reply = get(uri).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{uri}");
    assert_eq!(reply.content_type(), "application/json");
    let v = reply.json();
    let error = v["error"].as_str().unwrap();
    assert!(error.contains(words), "{uri}: {error}");
    match limit {
        Some(limit) => {
            assert_eq!(v["limit"], limit, "{uri}: {v}");
            assert!(v["max"].is_u64(), "{uri}: {v}");
        }
        None => assert!(v.get("limit").is_none(), "{uri}: {v}"),
    }
}

#[tokio::test]
async fn requests_over_the_limits_get_400_naming_the_limit() {
    refused(
        "/api/trace?n=13",
        Some("n"),
        "n must be an integer from 1 to 12, got '13'",
    )
    .await;
    refused("/api/trace?n=0", Some("n"), "from 1 to 12").await;
    refused("/api/trace?n=99999999999999999999999", Some("n"), "from 1 to 12").await;
    refused("/api/trace?n=1e3", None, "from 1 to 12").await;
    refused("/api/trace?n=four", None, "got 'four'").await;
    refused("/api/trace", None, "n is missing").await;
    refused(
        "/api/trace?n=8&max_steps=200001",
        Some("max_steps"),
        "max_steps must be an integer from 1 to 200000",
    )
    .await;
    refused(
        "/api/trace?n=8&max_steps=-1",
        Some("max_steps"),
        "from 1 to 200000",
    )
    .await;
    refused("/api/trace?n=4&algo=fast", None, "unknown algo 'fast'").await;
    let registry: Vec<&str> = web::REGISTRY.iter().map(|p| p.name()).collect();
    assert!(registry.join(", ").starts_with(
        "queens, tour, maze, sudoku, word-search, perms, regions, kings, rooks, subsets, combination-sum"
    ));
    refused(
        "/api/trace?n=4&puzzle=kakuro",
        None,
        &format!("unknown puzzle 'kakuro'; the puzzles are {}", registry.join(", ")),
    )
    .await;
    refused("/api/trace?n=4&steps=5", None, "unknown field `steps`").await;
}

/// The steps of a trace in their `serde` form.
fn parsed<D: engine::Detail>(steps: &[engine::TraceStep<D>]) -> Vec<Value> {
    steps.iter().map(|s| serde_json::to_value(s).unwrap()).collect()
}

/// A trace's events and stats, checked against the library's.
fn assert_trace(v: &Value, expected: &[Value], report: &engine::Report) {
    let events = v["events"].as_array().unwrap();
    assert_eq!(events, expected);
    assert_eq!(v["stats"]["steps"], report.stats.steps);
    assert_eq!(v["stats"]["nodes"], report.stats.nodes);
    assert_eq!(v["stats"]["dead_ends"], report.stats.dead_ends);
    assert_eq!(v["stats"]["solutions"], report.stats.solutions);
    assert_eq!(v["outcome"], report.outcome.name());
}

#[tokio::test]
async fn a_tour_trace_is_the_librarys_trace() {
    let tour = puzzles::tour::KnightsTour::new(7).unwrap().start(1, 5).unwrap();
    let (steps, report) = tour.trace_events(web::DEFAULT_STEPS);
    // The API takes a square from 1, as the CLI's --start does.
    let reply = get("/api/trace?puzzle=tour&n=7&start=2,6").await;
    assert_eq!(reply.status, StatusCode::OK);
    let v = reply.json();
    assert_eq!(
        (&v["puzzle"], &v["n"], &v["algo"]),
        (&"tour".into(), &7.into(), &"warnsdorff".into())
    );
    assert_trace(&v, &parsed(&steps), &report);
    let events = v["events"].as_array().unwrap();
    assert_eq!(events.len(), 112, "a short search with two dead ends");
    assert_eq!(
        events[0]["from"],
        serde_json::json!({"row": 1, "col": 5}),
        "move 2 leaves the start"
    );
    assert_eq!(events.last().unwrap()["event"], "solution");
    assert!(
        events
            .iter()
            .any(|e| e["reason"] == "cuts-off" && e["cut_off"].is_object())
    );
    assert_eq!(
        v["input"],
        serde_json::json!({"n": 7, "start": {"row": 1, "col": 5}, "from": {"row": 1, "col": 5}, "closed": false, "ruled_out": null})
    );

    // The defaults (the top left corner, open), and a closed tour.
    for (uri, tour) in [
        (
            "/api/trace?puzzle=tour&n=8&max_steps=50",
            puzzles::tour::KnightsTour::new(8).unwrap(),
        ),
        (
            "/api/trace?puzzle=tour&n=6&closed=true&algo=warnsdorff",
            puzzles::tour::KnightsTour::new(6).unwrap().closed(true),
        ),
        (
            "/api/trace?puzzle=tour&n=4&closed=false&start=1,1",
            puzzles::tour::KnightsTour::new(4).unwrap(),
        ),
    ] {
        let max_steps = if uri.contains("max_steps=50") {
            50
        } else {
            web::DEFAULT_STEPS
        };
        let (steps, report) = tour.trace_events(max_steps);
        let v = get(uri).await.json();
        assert_trace(&v, &parsed(&steps), &report);
    }
    // n = 4 has no tour: the whole tree, and no solution.
    let v = get("/api/trace?puzzle=tour&n=4").await.json();
    assert_eq!(
        (&v["outcome"], &v["stats"]["solutions"]),
        (&"finished".into(), &0.into())
    );
    // 50 steps of n = 8 and a cut.
    let v = get("/api/trace?puzzle=tour&n=8&max_steps=50").await.json();
    assert_eq!(v["outcome"], "max-steps");
    assert_eq!(v["events"][50]["event"], "cut");

    // Ruled out by colors, without a search: no events, and why.
    let v = get("/api/trace?puzzle=tour&n=5&start=1,2").await.json();
    assert_eq!(v["events"], serde_json::json!([]));
    assert_eq!(v["outcome"], "finished");
    assert!(
        v["input"]["ruled_out"]
            .as_str()
            .unwrap()
            .contains("corners' color"),
        "{v}"
    );
    let v = get("/api/trace?puzzle=tour&n=5&closed=true").await.json();
    assert!(
        v["input"]["ruled_out"]
            .as_str()
            .unwrap()
            .starts_with("a closed tour alternates colors"),
        "{v}"
    );
}

/// The built-in mazes, as the server has them.
const MAZES: [(&str, &str); 5] = [
    ("first", include_str!("../../../puzzles/src/mazes/first.txt")),
    ("small", include_str!("../../../puzzles/src/mazes/small.txt")),
    ("loops", include_str!("../../../puzzles/src/mazes/loops.txt")),
    ("classic", include_str!("../../../puzzles/src/mazes/classic.txt")),
    ("no-way", include_str!("../../../puzzles/src/mazes/no-way.txt")),
];

/// A maze's text as a query value: rows split by `/`, `#` escaped.
fn grid_query(text: &str) -> String {
    text.trim_end().replace('\n', "/").replace('#', "%23")
}

#[tokio::test]
async fn a_maze_trace_is_the_librarys_trace() {
    for (name, text) in MAZES {
        let maze = puzzles::maze::Maze::parse(text).unwrap();
        let (steps, report) = maze.trace_events(web::DEFAULT_STEPS);
        let reply = get(&format!("/api/trace?puzzle=maze&maze={name}")).await;
        assert_eq!(reply.status, StatusCode::OK, "{name}");
        let v = reply.json();
        assert_eq!(v["algo"], "depth-first");
        assert!(v.get("n").is_none(), "a maze has no n: {v}");
        assert_trace(&v, &parsed(&steps), &report);
        let input = &v["input"];
        assert_eq!(input["maze"], name);
        let grid: Vec<&str> = input["grid"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_str().unwrap())
            .collect();
        assert_eq!(grid, text.lines().collect::<Vec<_>>(), "{name}");
        assert_eq!(
            (input["rows"].as_u64(), input["cols"].as_u64()),
            (Some(maze.rows() as u64), Some(maze.cols() as u64))
        );
        let (sr, sc) = maze.start();
        assert_eq!(input["start"], serde_json::json!({"row": sr, "col": sc}));
        // The trace ends at E, or searches everything there is.
        let last = v["events"].as_array().unwrap().last().unwrap().clone();
        if name == "no-way" {
            assert_eq!(
                (&v["stats"]["solutions"], &v["outcome"]),
                (&0.into(), &"finished".into())
            );
        } else {
            let (er, ec) = maze.end();
            assert_eq!(
                (last["event"].as_str(), last["row"].as_u64(), last["col"].as_u64()),
                (Some("solution"), Some(er as u64), Some(ec as u64))
            );
        }
        // The same maze sent in the query gets the same events.
        let own = get(&format!("/api/trace?puzzle=maze&grid={}", grid_query(text)))
            .await
            .json();
        assert_eq!(own["events"], v["events"], "{name} sent as a grid");
        assert_eq!(own["input"]["maze"], Value::Null);
    }
    // The default is the first maze; rows may be split by newlines too.
    let v = get("/api/trace?puzzle=maze").await.json();
    assert_eq!(v["input"]["maze"], "first");
    let v = get("/api/trace?puzzle=maze&grid=S.%23%0A%23.E%0A&max_steps=3")
        .await
        .json();
    let (steps, _) = puzzles::maze::Maze::parse("S.#\n#.E\n").unwrap().trace_events(3);
    assert_eq!(v["events"].as_array().unwrap(), &parsed(&steps));
    assert_eq!(v["outcome"], "max-steps");
}

#[tokio::test]
async fn tour_and_maze_requests_over_the_limits_get_400() {
    refused(
        "/api/trace?puzzle=tour&n=17",
        Some("n"),
        "n must be an integer from 1 to 16, got '17'",
    )
    .await;
    refused(
        "/api/trace?puzzle=tour",
        None,
        "n is missing: an integer from 1 to 16",
    )
    .await;
    refused(
        "/api/trace?puzzle=tour&n=8&start=9,1",
        None,
        "the start row 9 col 1 is off the 8×8 board (rows and columns 1 to 8)",
    )
    .await;
    refused(
        "/api/trace?puzzle=tour&n=8&start=1,-1",
        None,
        "start must be a square as R,C, its row and column from 1 (like 1,1), got '1,-1'",
    )
    .await;
    refused(
        "/api/trace?puzzle=tour&n=8&start=a1",
        None,
        "start must be a square as R,C, its row and column from 1 (like 1,1), got 'a1'",
    )
    .await;
    refused(
        "/api/trace?puzzle=tour&n=8&closed=yes",
        None,
        "closed must be true or false, got 'yes'",
    )
    .await;
    refused(
        "/api/trace?puzzle=tour&n=8&algo=backtrack",
        None,
        "unknown algo 'backtrack' for tour; the approaches are warnsdorff",
    )
    .await;
    refused(
        "/api/trace?puzzle=tour&n=8&maze=first",
        None,
        "maze is not a parameter of tour: it takes n, start, closed, algo and max_steps",
    )
    .await;
    refused(
        "/api/trace?n=8&start=0,0",
        None,
        "start is not a parameter of queens",
    )
    .await;

    refused(
        "/api/trace?puzzle=maze&maze=huge",
        None,
        "unknown maze 'huge'; the mazes are first, small, loops, classic, no-way",
    )
    .await;
    refused(
        "/api/trace?puzzle=maze&n=5",
        None,
        "n is not a parameter of maze: it takes maze, grid, algo and max_steps",
    )
    .await;
    refused("/api/trace?puzzle=maze&maze=first&grid=S.E", None, "not both").await;
    let wide = format!("S{}E", ".".repeat(49));
    refused(
        &format!("/api/trace?puzzle=maze&grid={wide}"),
        Some("grid"),
        "at most 50 rows and 50 columns; this one has a row of 51 cells",
    )
    .await;
    let tall = format!("S/{}E", "./".repeat(49));
    refused(
        &format!("/api/trace?puzzle=maze&grid={tall}"),
        Some("grid"),
        "this one has 51 rows",
    )
    .await;
    // A huge grid is refused by its size before it is read.
    let huge = ".".repeat(60_000);
    refused(
        &format!("/api/trace?puzzle=maze&grid={huge}"),
        Some("grid"),
        "a row of 60000 cells",
    )
    .await;
    refused(
        "/api/trace?puzzle=maze&grid=S.x/..E",
        None,
        "the grid is not a maze: line 1, column 3: expected",
    )
    .await;
    refused(
        "/api/trace?puzzle=maze&grid=S../...",
        None,
        "the grid is not a maze: the maze has no end `E`",
    )
    .await;
    refused(
        "/api/trace?puzzle=maze&grid=",
        None,
        "the grid is not a maze: the maze is empty",
    )
    .await;
    refused(
        "/api/trace?puzzle=maze&max_steps=0",
        Some("max_steps"),
        "from 1 to 200000",
    )
    .await;

    // The limits follow the configuration; the tour's page bounds its
    // own boards (16), whatever the N-Queens bound.
    let config = web::Config {
        max_n: 8,
        max_maze_side: 4,
        ..web::Config::default()
    };
    let reply = send(config.clone(), "GET", "/api/trace?n=9").await;
    assert_eq!(
        (reply.status, &reply.json()["max"]),
        (StatusCode::BAD_REQUEST, &8.into())
    );
    let reply = send(config.clone(), "GET", "/api/trace?puzzle=tour&n=16&max_steps=10").await;
    assert_eq!(reply.status, StatusCode::OK);
    let reply = send(config.clone(), "GET", "/api/trace?puzzle=maze&grid=S..../....E").await;
    assert_eq!(
        (reply.status, &reply.json()["limit"]),
        (StatusCode::BAD_REQUEST, &"grid".into())
    );
    let v = send(config, "GET", "/api/puzzles").await.json();
    assert_eq!(v["puzzles"][0]["size"]["max"], 8);
    assert_eq!(v["puzzles"][1]["size"]["max"], 16);
}

#[tokio::test]
async fn a_trace_over_the_time_limit_gets_400_naming_it() {
    let config = web::Config {
        time_limit: Duration::ZERO,
        ..web::Config::default()
    };
    let reply = send(config, "GET", "/api/trace?n=10&algo=flags&max_steps=200000").await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    let v = reply.json();
    assert_eq!(v["limit"], "time_ms", "{v}");
    assert_eq!(v["max"], 0);
    assert!(v["error"].as_str().unwrap().contains("time limit"), "{v}");
}

#[tokio::test]
async fn unknown_paths_and_methods_are_refused() {
    for path in [
        "/nope",
        "/api",
        "/api/",
        "/api/nope",
        "/assets/app.js",
        "/app.js/",
        "/index.htm",
        "/code/flags.rs",
    ] {
        let reply = get(path).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(reply.json()["error"], format!("nothing at {path}"));
    }
    let reply = send(web::Config::default(), "POST", "/api/trace?n=4").await;
    assert_eq!(reply.status, StatusCode::METHOD_NOT_ALLOWED);
}

/// Raw requests reach the server exactly as written: nothing outside the
/// embedded files comes back, however the path climbs.
#[test]
fn paths_cannot_climb_out() {
    let server = TestServer::start(web::Config::default());
    let secrets = ["[package]", "[workspace]", "root:x:0:0", "fn main"];
    for path in [
        "/../Cargo.toml",
        "/../../Cargo.toml",
        "/%2e%2e/Cargo.toml",
        "/%2e%2e/%2e%2e/Cargo.toml",
        "/..%2f..%2fCargo.toml",
        "/puzzles/../../Cargo.toml",
        "/puzzles/..%2f..%2f..%2fetc%2fpasswd",
        "/app.js/../../../../etc/passwd",
        "//etc/passwd",
        "/etc/passwd",
        "/src/lib.rs",
        "/assets/index.html",
        "/code/flags.rs",
        "/.git/config",
        "/%00",
        "/..\\..\\Cargo.toml",
    ] {
        let reply = common::get(server.addr, path);
        assert!(
            reply.status == 404 || reply.status == 400,
            "{path}: {} {}",
            reply.status,
            reply.text()
        );
        let text = reply.text();
        assert!(!secrets.iter().any(|s| text.contains(s)), "{path} leaked {text}");
    }
    // The real files are there all the same.
    assert_eq!(common::get(server.addr, "/app.js").status, 200);
}

/// 50 simultaneous requests for the whole trace of n = 8 all succeed, and
/// all get the same trace.
#[test]
fn fifty_simultaneous_traces_of_8_queens() {
    let server = TestServer::start(web::Config::default());
    let addr = server.addr;
    let start_line = Arc::new(Barrier::new(50));
    let clients: Vec<_> = (0..50)
        .map(|_| {
            let start_line = start_line.clone();
            std::thread::spawn(move || {
                start_line.wait();
                let start = Instant::now();
                let reply = common::get(addr, "/api/trace?n=8&algo=flags");
                (reply, start.elapsed())
            })
        })
        .collect();
    let replies: Vec<_> = clients.into_iter().map(|c| c.join().unwrap()).collect();
    for (reply, _) in &replies {
        assert_eq!(reply.status, 200, "{}", reply.text());
    }
    // One reply parsed in full; the others must be the same bytes but for
    // the time they took.
    let first = replies[0].0.json();
    assert_eq!(first["outcome"], "finished");
    assert_eq!(first["stats"]["solutions"], 92);
    let events = |text: &str| text[text.find(r#""events":"#).expect("events")..].to_owned();
    let expected = events(&replies[0].0.text());
    for (reply, _) in &replies {
        assert!(
            events(&reply.text()) == expected,
            "every reply has the same trace"
        );
    }
    let mut times: Vec<Duration> = replies.iter().map(|(_, t)| *t).collect();
    times.sort();
    eprintln!(
        "50 traces of n = 8 ({} steps, {} bytes each): fastest {:?}, median {:?}, slowest {:?}",
        first["stats"]["steps"],
        replies[0].0.body.len(),
        times[0],
        times[25],
        times[49]
    );
}

#[tokio::test]
async fn a_subsets_trace_is_the_librarys_trace() {
    for numbers in ["1 2 3", "1 2 2", "5,-1,5,0"] {
        let list = puzzles::parse_numbers(&numbers.replace(',', " ")).unwrap();
        let problem = puzzles::subsets::Subsets::new(list.clone()).unwrap();
        let (steps, report) = problem.trace_events(web::DEFAULT_STEPS);
        let query = numbers.replace(' ', "%20");
        let reply = get(&format!("/api/trace?puzzle=subsets&numbers={query}")).await;
        assert_eq!(reply.status, StatusCode::OK, "{numbers}");
        let v = reply.json();
        assert_eq!(v["algo"], "subsets");
        assert_trace(&v, &parsed(&steps), &report);
        // The numbers as given; the drawer sorts them and works out how
        // many subsets there are.
        assert_eq!(v["input"], serde_json::json!({ "numbers": list }));
    }
    // The default is LeetCode 78's example: 8 subsets.
    let v = get("/api/trace?puzzle=subsets").await.json();
    assert_eq!(v["stats"]["solutions"], 8);
    refused(
        "/api/trace?puzzle=subsets&numbers=1%20x",
        None,
        "numbers: line 1, column 3: expected an integer, got 'x'",
    )
    .await;
    refused(
        "/api/trace?puzzle=subsets&numbers=1,2,3,4,5,6,7,8,9,10,11",
        Some("numbers"),
        "at most 10 numbers, got 11",
    )
    .await;
}

#[tokio::test]
async fn a_kings_trace_is_the_librarys_trace() {
    for (n, k) in [(3, 4), (4, 4), (2, 2), (5, 0)] {
        let problem = puzzles::kings::Kings::new(n, k).unwrap();
        let (steps, report) = problem.trace_events(web::DEFAULT_STEPS);
        let reply = get(&format!("/api/trace?puzzle=kings&n={n}&k={k}")).await;
        assert_eq!(reply.status, StatusCode::OK, "{n} {k}");
        let v = reply.json();
        assert_eq!(v["algo"], "reading-order");
        assert_trace(&v, &parsed(&steps), &report);
        assert_eq!(v["input"], serde_json::json!({"n": n, "k": k}));
    }
    // Four kings on a 3×3 board: only the corners; none touch on 2×2.
    let v = get("/api/trace?puzzle=kings&n=3&k=4").await.json();
    assert_eq!(v["stats"]["solutions"], 1);
    assert_eq!(
        get("/api/trace?puzzle=kings&n=2&k=2").await.json()["stats"]["solutions"],
        0
    );
    // The default is four kings on the board asked for: 79 ways on 4×4.
    let v = get("/api/trace?puzzle=kings&n=4").await.json();
    assert_eq!(v["stats"]["solutions"], 79);
    refused(
        "/api/trace?puzzle=kings&n=3&k=10",
        Some("k"),
        "k must be an integer from 0 to 9, got '10'",
    )
    .await;
    refused(
        "/api/trace?puzzle=kings&n=8&k=1",
        Some("n"),
        "n must be an integer from 1 to 7, got '8'",
    )
    .await;
    refused("/api/trace?puzzle=kings&n=4&k=x", None, "k must be an integer").await;
}

#[tokio::test]
async fn a_combination_sum_trace_is_the_librarys_trace() {
    for (candidates, target, once) in [
        ("2 3 6 7", 7, false),
        ("10 1 2 7 6 1 5", 8, true),
        ("2", 1, false),
    ] {
        let list = puzzles::combination_sum::parse_candidates(candidates).unwrap();
        let problem = puzzles::combination_sum::CombinationSum::new(list.clone(), target, once).unwrap();
        let (steps, report) = problem.trace_events(web::DEFAULT_STEPS);
        let query = candidates.replace(' ', ",");
        let reply = get(&format!(
            "/api/trace?puzzle=combination-sum&candidates={query}&target={target}&once={once}"
        ))
        .await;
        assert_eq!(reply.status, StatusCode::OK, "{candidates}");
        let v = reply.json();
        assert_eq!(v["algo"], "combination-sum");
        assert_trace(&v, &parsed(&steps), &report);
        assert_eq!(v["input"]["candidates"], serde_json::json!(list));
        assert_eq!(
            (v["input"]["target"].as_u64(), v["input"]["once"].as_bool()),
            (Some(target), Some(once))
        );
    }
    // The default is LeetCode 39's example: [2, 2, 3] and [7].
    let v = get("/api/trace?puzzle=combination-sum").await.json();
    assert_eq!(v["stats"]["solutions"], 2);
    refused(
        "/api/trace?puzzle=combination-sum&target=51",
        Some("target"),
        "target must be an integer from 1 to 50",
    )
    .await;
    refused(
        "/api/trace?puzzle=combination-sum&candidates=2,0",
        None,
        "candidates: line 1, column 3: a candidate must be from 1 to 1000000000, got '0'",
    )
    .await;
}

#[tokio::test]
async fn a_subset_sum_trace_is_the_librarys_trace() {
    for (numbers, target) in [("8 6 7 5 3 10 9", 15), ("2 2 3 1", 4), ("0 4", 0), ("1 2 3", 100)] {
        let list = puzzles::subset_sum::parse_subset_numbers(numbers).unwrap();
        let problem = puzzles::subset_sum::SubsetSum::new(list.clone(), target).unwrap();
        let (steps, report) = problem.trace_events(web::DEFAULT_STEPS);
        let query = numbers.replace(' ', ",");
        let reply = get(&format!(
            "/api/trace?puzzle=subset-sum&numbers={query}&target={target}"
        ))
        .await;
        assert_eq!(reply.status, StatusCode::OK, "{numbers}");
        let v = reply.json();
        assert_eq!(v["algo"], "subset-sum");
        assert_trace(&v, &parsed(&steps), &report);
        assert_eq!(v["input"]["numbers"], serde_json::json!(list));
        assert_eq!(v["input"]["target"].as_u64(), Some(target));
    }
    // The default: 3 5 7, 5 10, 6 9 and 7 8 add up to 15.
    let v = get("/api/trace?puzzle=subset-sum").await.json();
    assert_eq!(v["stats"]["solutions"], 4);
    refused(
        "/api/trace?puzzle=subset-sum&target=201",
        Some("target"),
        "target must be an integer from 0 to 200",
    )
    .await;
    refused(
        "/api/trace?puzzle=subset-sum&numbers=2,-1",
        None,
        "numbers: line 1, column 3: a number must be from 0 to 1000000000000000, got '-1'",
    )
    .await;
    refused(
        "/api/trace?puzzle=subset-sum&numbers=1,2,3,4,5,6,7,8,9,10,11",
        Some("numbers"),
        "at most 10 numbers, got 11",
    )
    .await;
}

#[tokio::test]
async fn a_regions_trace_is_the_librarys_trace() {
    for (level, map) in [
        ("14", "AAAAAA/ACCCCA/ABBBCE/ABBCCE/ADBBCE/ADDFFF"),
        ("1", "AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC"),
    ] {
        let puzzle = puzzles::regions::Regions::parse_one(map, 1).unwrap();
        let (steps, report) = puzzle.backtrack().trace_events(web::DEFAULT_STEPS);
        let reply = get(&format!("/api/trace?puzzle=regions&level={level}")).await;
        assert_eq!(reply.status, StatusCode::OK, "{level}");
        let v = reply.json();
        assert_eq!(v["algo"], "row-by-row");
        assert_trace(&v, &parsed(&steps), &report);
        assert_eq!(v["input"]["level"], level);
        assert_eq!(v["input"]["n"], 6);
        assert_eq!(
            v["input"]["regions"][0][0], 0,
            "{level}: regions are numbered from the first cell"
        );
        assert_eq!(v["stats"]["solutions"], puzzle.count(u64::MAX));
        // The same map sent gets the same events.
        let own = get(&format!("/api/trace?puzzle=regions&map={map}")).await.json();
        assert_eq!(own["events"], v["events"], "{level}");
        assert_eq!(own["input"]["level"], Value::Null);
    }
    // The default is level 14: one answer.
    let v = get("/api/trace?puzzle=regions").await.json();
    assert_eq!(v["stats"]["solutions"], 1);
    refused(
        "/api/trace?puzzle=regions&map=AB/A",
        None,
        "map: line 2: a row has 1 cells, but the puzzle has 2 rows",
    )
    .await;
    refused(
        &format!("/api/trace?puzzle=regions&map={}", ["A"; 13].join("/")),
        Some("map"),
        "a map may have at most 12 rows",
    )
    .await;
    refused(
        "/api/trace?puzzle=regions&level=nope",
        None,
        "unknown level 'nope'",
    )
    .await;
}

#[tokio::test]
async fn a_word_search_trace_is_the_librarys_trace() {
    for (example, grid, words) in [
        ("abcced", "ABCE\nSFCS\nADEE\n", &["ABCCED"][..]),
        ("abcb", "ABCE\nSFCS\nADEE\n", &["ABCB"]),
        (
            "oath",
            "oaan\netae\nihkr\niflv\n",
            &["oath", "pea", "eat", "rain"],
        ),
    ] {
        let grid = puzzles::word_search::WordGrid::parse(grid).unwrap();
        let (steps, report) = grid.search(words).unwrap().trace_events(web::DEFAULT_STEPS);
        let reply = get(&format!("/api/trace?puzzle=word-search&words={example}")).await;
        assert_eq!(reply.status, StatusCode::OK, "{example}");
        let v = reply.json();
        assert_eq!(v["algo"], "trie");
        assert_trace(&v, &parsed(&steps), &report);
        assert_eq!(v["input"]["example"], example);
        assert_eq!(v["input"]["words"], serde_json::json!(words));
        // The same grid and words sent get the same events.
        let rows = grid.render().trim_end().replace('\n', "/");
        let own = get(&format!(
            "/api/trace?puzzle=word-search&letters={rows}&find={}",
            words.join(",")
        ))
        .await
        .json();
        assert_eq!(own["events"], v["events"], "{example}");
        assert_eq!(own["input"]["example"], Value::Null);
    }
    // The default is LeetCode 79's first example: found.
    let v = get("/api/trace?puzzle=word-search").await.json();
    assert_eq!(v["stats"]["solutions"], 1);
    refused(
        "/api/trace?puzzle=word-search&letters=ab/c1&find=ab",
        None,
        "letters: line 2, column 2: expected a letter",
    )
    .await;
    refused(
        "/api/trace?puzzle=word-search&letters=aaaaaaaaaaaaa&find=a",
        Some("letters"),
        "at most 12 rows and 12 columns",
    )
    .await;
    refused(
        "/api/trace?puzzle=word-search&words=nope",
        None,
        "unknown example 'nope'",
    )
    .await;
}
