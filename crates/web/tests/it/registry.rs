//! The registry of puzzles (`web::REGISTRY`) against what a new puzzle
//! must bring, as ARCHITECTURE.md's "how to add a puzzle" says: the API
//! offers every entry, each has its board drawer in
//! `assets/puzzles/<name>.js`, served at `/puzzles/<name>.js`, and the
//! page loads drawers by name (no per-puzzle line in `app.js`).

use std::path::Path;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::Value;
use tower::ServiceExt;

async fn get(uri: &str) -> (StatusCode, String, Vec<u8>) {
    let request = Request::builder().uri(uri).body(Body::empty()).unwrap();
    let response = web::router(web::Config::default())
        .oneshot(request)
        .await
        .unwrap();
    let status = response.status();
    let mime = response
        .headers()
        .get(header::CONTENT_TYPE)
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    let body = response.into_body().collect().await.unwrap().to_bytes().to_vec();
    (status, mime, body)
}

fn names() -> Vec<&'static str> {
    web::REGISTRY.iter().map(|p| p.name()).collect()
}

#[test]
fn registry_names_are_unique_and_plain() {
    let names = names();
    assert!(!names.is_empty());
    for (i, name) in names.iter().enumerate() {
        assert!(!names[i + 1..].contains(name), "{name} is in the registry twice");
        assert!(
            !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "{name}: a name is a URL path segment and a file name"
        );
    }
}

#[tokio::test]
async fn every_registry_entry_is_offered_by_the_api_in_order() {
    let (status, _, body) = get("/api/puzzles").await;
    assert_eq!(status, StatusCode::OK);
    let v: Value = serde_json::from_slice(&body).unwrap();
    let offered: Vec<&str> = v["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(offered, names());
    for puzzle in v["puzzles"].as_array().unwrap() {
        let name = puzzle["name"].as_str().unwrap();
        // Its default trace runs.
        let (status, _, body) = get(&format!("/api/trace?puzzle={name}&n=4&max_steps=50")).await;
        if puzzle["size"].is_null() {
            // No size: n is not its parameter.
            assert_eq!(status, StatusCode::BAD_REQUEST, "{name}");
            let (status, _, body) = get(&format!("/api/trace?puzzle={name}&max_steps=50")).await;
            assert_eq!(
                status,
                StatusCode::OK,
                "{name}: {}",
                String::from_utf8_lossy(&body)
            );
        } else {
            assert_eq!(
                status,
                StatusCode::OK,
                "{name}: {}",
                String::from_utf8_lossy(&body)
            );
        }
    }
}

#[tokio::test]
async fn every_registry_entry_has_its_drawer() {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let app = std::fs::read_to_string(assets.join("app.js")).unwrap();
    for puzzle in web::REGISTRY {
        let name = puzzle.name();
        let file = assets.join("puzzles").join(format!("{name}.js"));
        let text = std::fs::read_to_string(&file)
            .unwrap_or_else(|e| panic!("{name}: no drawer at {}: {e}", file.display()));
        assert_eq!(
            puzzle.drawer(),
            text,
            "{name}: drawer() is not {}",
            file.display()
        );
        assert!(
            text.contains("export default"),
            "{name}: the drawer has no default export"
        );
        let (status, mime, body) = get(&format!("/puzzles/{name}.js")).await;
        assert_eq!(status, StatusCode::OK, "{name}");
        assert!(mime.starts_with("text/javascript"), "{name}: {mime}");
        assert_eq!(body, text.as_bytes(), "{name}");
        // The page loads it by name: app.js does not list it.
        assert!(
            !app.contains(&format!("puzzles/{name}.js")),
            "app.js names {name}.js"
        );
    }
    // A drawer file of no puzzle would never be loaded.
    for entry in std::fs::read_dir(assets.join("puzzles")).unwrap() {
        let file = entry.unwrap().file_name().into_string().unwrap();
        let stem = file.strip_suffix(".js").unwrap_or(&file);
        assert!(
            stem == "common" || names().contains(&stem),
            "assets/puzzles/{file} is no puzzle's drawer"
        );
    }
}
