//! Sudoku's routes: the textbook solver's trace of the built-in puzzles
//! and of a puzzle sent in `grid`, and the grids refused.

use std::time::Duration;

use axum::http::StatusCode;
use serde_json::{Value, json};

use super::{assert_trace, get, parsed, refused, send};

/// Wikipedia's example, the README's: the built-in `classic`.
const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The grid after replaying a trace's placements and removals.
fn replay(grid: &sudoku::Grid, events: &[Value]) -> sudoku::Grid {
    let mut cells = *grid.cells();
    for e in events {
        let at = |k: &str| e[k].as_u64().unwrap() as usize;
        match e["event"].as_str().unwrap() {
            "place" => cells[at("row") * 9 + at("col")] = at("digit") as u8,
            "remove" => cells[at("row") * 9 + at("col")] = 0,
            _ => {}
        }
    }
    sudoku::Grid::from_cells(cells).unwrap()
}

#[tokio::test]
async fn a_sudoku_trace_is_the_librarys_trace() {
    let v = get("/api/puzzles").await.json();
    let info = &v["puzzles"][3];
    assert_eq!((&info["name"], &info["size"]), (&"sudoku".into(), &Value::Null));
    let option = &info["options"][0];
    assert_eq!(
        (&option["name"], &option["own"]),
        (&"sudoku".into(), &"grid".into())
    );
    let names: Vec<&str> = option["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["easy", "harder", "classic", "no-solution", "generated"]);
    assert_eq!(info["options"][1]["only_with"], json!(["sudoku", "generated"]));

    for name in names.into_iter().filter(|&n| n != "generated") {
        let reply = get(&format!("/api/trace?puzzle=sudoku&sudoku={name}")).await;
        assert_eq!(reply.status, StatusCode::OK, "{name}");
        let v = reply.json();
        assert_eq!((&v["puzzle"], &v["algo"]), (&"sudoku".into(), &"simple".into()));
        assert!(v.get("n").is_none(), "a Sudoku has no n: {v}");
        assert_eq!(v["input"]["sudoku"], name);
        let grid: sudoku::Grid = v["input"]["grid"].as_str().unwrap().parse().unwrap();
        assert_eq!(v["input"]["givens"], grid.givens());
        if name == "classic" {
            assert_eq!(grid.to_line(), CLASSIC);
        }
        // The events are the library's, the whole search.
        let (steps, report) = sudoku::trace_events(&grid, web::DEFAULT_STEPS);
        assert_trace(&v, &parsed(&steps), &report);
        assert_eq!(v["outcome"], "finished", "{name}");
        // Replayed, they fill the grid with its solution (checked apart
        // from every solver), or find none.
        let events = v["events"].as_array().unwrap();
        let last = events.last().unwrap();
        match sudoku::solve(&grid) {
            Some(solution) => {
                assert_eq!(last["event"], "solution", "{name}");
                let filled = replay(&grid, events);
                assert_eq!(filled, solution, "{name}");
                assert_eq!(sudoku::check_solution(&grid, &filled), Ok(()), "{name}");
            }
            None => {
                assert_eq!(name, "no-solution");
                assert_eq!(v["stats"]["solutions"], 0);
                assert_eq!(replay(&grid, events), grid, "every digit taken back");
            }
        }
        // The same puzzle sent in the query gets the same events, with
        // `0` for an empty cell as well as `.`.
        let line = grid.to_line();
        for sent in [line.clone(), line.replace('.', "0")] {
            let own = get(&format!("/api/trace?puzzle=sudoku&grid={sent}")).await.json();
            assert_eq!(own["events"], v["events"], "{name} sent as a grid");
            assert_eq!(own["input"]["sudoku"], Value::Null);
        }
    }

    // The default is the easy one, and the steps are bounded as for the
    // other puzzles.
    let v = get("/api/trace?puzzle=sudoku").await.json();
    assert_eq!(v["input"]["sudoku"], "easy");
    let v = get(&format!("/api/trace?puzzle=sudoku&grid={CLASSIC}&max_steps=10"))
        .await
        .json();
    let (steps, _) = sudoku::trace_events(&CLASSIC.parse().unwrap(), 10);
    assert_eq!(v["events"].as_array().unwrap(), &parsed(&steps));
    assert_eq!(v["events"][10]["event"], "cut");
    assert_eq!(v["outcome"], "max-steps");
    // A full grid is its own solution, in one step without a cell.
    let solved = sudoku::solve(&CLASSIC.parse().unwrap()).unwrap().to_line();
    let v = get(&format!("/api/trace?puzzle=sudoku&grid={solved}"))
        .await
        .json();
    assert_eq!(v["events"], json!([{"step": 1, "event": "solution", "empty": 0}]));
}

#[tokio::test]
async fn sudoku_requests_that_are_not_puzzles_get_400() {
    let grid = |text: &str| format!("/api/trace?puzzle=sudoku&grid={text}");
    refused(
        &grid(&CLASSIC[1..]),
        None,
        "grid must be 81 cells row by row, each a digit 1-9, or '.' or '0' for an empty cell; got 80 characters",
    )
    .await;
    refused(&grid(&format!("{CLASSIC}5")), None, "got 82 characters").await;
    refused(&grid(""), None, "got 0 characters").await;
    refused(&grid(&".".repeat(60_000)), None, "got 60000 characters").await;
    refused(
        &grid(&format!("{}x{}", &CLASSIC[..40], &CLASSIC[41..])),
        None,
        "grid: unexpected 'x' at cell 41 (row 4, column 4, from 0)",
    )
    .await;
    // The printed form's spaces and bars, welcome on the command line,
    // are not cells here.
    refused(
        &grid(&format!("5%203{}", &CLASSIC[3..])),
        None,
        "unexpected ' ' at cell 2",
    )
    .await;
    refused(
        &grid(&format!("53.%7C{}", &CLASSIC[4..])),
        None,
        "unexpected '|' at cell 4",
    )
    .await;
    refused(
        &grid(&format!("55{}", &CLASSIC[2..])),
        None,
        "the givens clash: two 5s in row 1 (r1c1 and r1c2)",
    )
    .await;
    refused(
        &grid(&format!("{}5{}", &CLASSIC[..72], &CLASSIC[73..])),
        None,
        "the givens clash: two 5s in column 1 (r1c1 and r9c1)",
    )
    .await;
    refused(
        &grid(&format!("{}3{}", &CLASSIC[..18], &CLASSIC[19..])),
        None,
        "the givens clash: two 3s in box 1 (r1c2 and r3c1)",
    )
    .await;
    refused(
        &format!("/api/trace?puzzle=sudoku&sudoku=easy&grid={CLASSIC}"),
        None,
        "give either sudoku (a built-in puzzle) or grid (a puzzle of your own), not both",
    )
    .await;
    refused(
        "/api/trace?puzzle=sudoku&sudoku=diabolical",
        None,
        "unknown sudoku 'diabolical'; the puzzles are easy, harder, classic, no-solution (or send your own in grid)",
    )
    .await;
    refused(
        "/api/trace?puzzle=sudoku&n=9",
        None,
        "n is not a parameter of sudoku: it takes sudoku, grid, seed, algo and max_steps",
    )
    .await;
    refused(
        "/api/trace?puzzle=maze&sudoku=easy",
        None,
        "sudoku is not a parameter of maze",
    )
    .await;
    refused(
        "/api/trace?puzzle=sudoku&algo=fast",
        None,
        "unknown algo 'fast' for sudoku; the approaches are simple",
    )
    .await;
    refused(
        "/api/trace?puzzle=sudoku&max_steps=200001",
        Some("max_steps"),
        "max_steps must be an integer from 1 to 200000",
    )
    .await;

    // The time limit holds for Sudoku too: the longest trace allowed, of
    // a puzzle the textbook solver needs millions of steps for (top1465
    // #1), with no time at all.
    let config = web::Config {
        time_limit: Duration::ZERO,
        ..web::Config::default()
    };
    let hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let uri = format!("/api/trace?puzzle=sudoku&grid={hard}&max_steps=200000");
    let reply = send(config, "GET", &uri).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(reply.json()["limit"], "time_ms");
}

#[tokio::test]
async fn a_generated_sudoku_is_traced() {
    let reply = get("/api/trace?puzzle=sudoku&seed=7").await;
    assert_eq!(reply.status, StatusCode::OK);
    let v = reply.json();
    assert_eq!(v["input"]["seed"], 7);
    assert_eq!(v["input"]["sudoku"], "generated");
    let grid: sudoku::Grid = v["input"]["grid"].as_str().unwrap().parse().unwrap();
    // The first puzzle of `queens sudoku generate --seed 7 --minimal`.
    let made = sudoku::Generator::new(7).minimal(true).puzzle(0);
    assert_eq!(grid, made.puzzle);
    assert_eq!(sudoku::count(&grid, 2), 1);
    assert!(sudoku::is_minimal(&grid));
    let (steps, report) = sudoku::trace_events(&grid, web::DEFAULT_STEPS);
    assert_trace(&v, &parsed(&steps), &report);
    // The same seed, the same puzzle; another seed, another.
    let again = get("/api/trace?puzzle=sudoku&seed=7").await.json();
    assert_eq!(again["input"]["grid"], v["input"]["grid"]);
    let other = get("/api/trace?puzzle=sudoku&seed=8").await.json();
    assert_ne!(other["input"]["grid"], v["input"]["grid"]);
    // What the page sends: the choice and the seed; the choice alone is seed 0.
    let page = get("/api/trace?puzzle=sudoku&sudoku=generated&seed=7")
        .await
        .json();
    assert_eq!(page["input"]["grid"], v["input"]["grid"]);
    let zero = get("/api/trace?puzzle=sudoku&sudoku=generated").await.json();
    let made = sudoku::Generator::new(0).minimal(true).puzzle(0).puzzle;
    assert_eq!(zero["input"]["grid"], made.to_line());

    refused(
        "/api/trace?puzzle=sudoku&seed=x",
        None,
        "seed must be an integer from 0 to",
    )
    .await;
    refused(
        "/api/trace?puzzle=sudoku&seed=-1",
        None,
        "seed must be an integer",
    )
    .await;
    refused(
        "/api/trace?puzzle=sudoku&seed=1&sudoku=easy",
        None,
        "give one of sudoku",
    )
    .await;
}
