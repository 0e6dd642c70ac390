//! The routes: in process through the router (tower's `oneshot`), and on
//! a real port of the loopback for what needs raw bytes or many
//! connections at once.

mod common;

use std::ops::ControlFlow;
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::Value;
use tower::ServiceExt;

use common::TestServer;

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

/// The events of a trace as the library writes them (`queens trace
/// --format json`), parsed.
fn library_trace(algo: nqueens::Algo, n: usize, max_steps: u64) -> Vec<Value> {
    let mut events = Vec::new();
    algo.trace(n, &nqueens::Limits::max_steps(max_steps), |e| {
        events.push(serde_json::from_str(&e.json().to_string()).unwrap());
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
        ("/code.js", "text/javascript"),
        ("/puzzles/queens.js", "text/javascript"),
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
    let queens = &v["puzzles"][0];
    assert_eq!(queens["name"], "queens");
    assert_eq!(
        (queens["min_size"].as_u64(), queens["max_size"].as_u64()),
        (Some(1), Some(12))
    );
    assert_eq!(queens["tree_max_size"], 10);
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
            "sets",
            "flags",
            "bitmask",
            "mirror",
            "brute",
            "odometer",
            "permutations"
        ]
    );
    for algo in queens["algos"].as_array().unwrap() {
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

    // Every approach, named explicitly, with the puzzle named too.
    for algo in [
        "backtrack",
        "sets",
        "flags",
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
    refused(
        "/api/trace?n=4&puzzle=sudoku",
        None,
        "unknown puzzle 'sudoku'; the puzzles are queens",
    )
    .await;
    refused("/api/trace?n=4&steps=5", None, "unknown field `steps`").await;
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
