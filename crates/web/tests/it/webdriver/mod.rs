//! Just enough of the W3C WebDriver protocol (JSON over HTTP) to drive
//! Debian's `chromium` through `chromedriver`: open a page, click, run a
//! script, press a key, take a screenshot. Written here rather than
//! pulling in a WebDriver crate: a dozen requests are all the test needs.

use std::io::Write as _;
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::common::{request, try_request};

/// The key under which WebDriver returns an element reference.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// Where the browser and its driver are, if installed. `QUEENS_CHROMIUM`
/// and `QUEENS_CHROMEDRIVER` override the Debian paths.
pub fn find_browser() -> Result<(PathBuf, PathBuf), String> {
    let pick = |var: &str, paths: &[&str]| -> Option<PathBuf> {
        match std::env::var_os(var) {
            Some(p) => Some(PathBuf::from(p)).filter(|p| p.is_file()),
            None => paths.iter().map(PathBuf::from).find(|p| p.is_file()),
        }
    };
    let chromium = pick(
        "QUEENS_CHROMIUM",
        &[
            "/usr/bin/chromium",
            "/usr/bin/chromium-browser",
            "/usr/bin/google-chrome",
        ],
    );
    let driver = pick(
        "QUEENS_CHROMEDRIVER",
        &["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"],
    );
    match (chromium, driver) {
        (Some(c), Some(d)) => Ok((c, d)),
        (c, d) => {
            let mut missing = vec![];
            if c.is_none() {
                missing.push("chromium");
            }
            if d.is_none() {
                missing.push("chromedriver");
            }
            Err(format!("{} not found", missing.join(" and ")))
        }
    }
}

/// A running chromedriver with one browser session; both end on drop.
pub struct Browser {
    driver: Child,
    addr: SocketAddr,
    session: String,
    _profile: tempfile::TempDir,
}

impl Browser {
    /// Starts chromedriver and a headless chromium with a fresh profile.
    pub fn start(chromium: &Path, chromedriver: &Path, width: u32, height: u32) -> Browser {
        let port = {
            let probe = TcpListener::bind("127.0.0.1:0").expect("a free port");
            probe.local_addr().unwrap().port()
        };
        let driver = Command::new(chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        let profile = tempfile::tempdir().expect("a profile folder");
        let mut browser = Browser {
            driver,
            addr,
            session: String::new(),
            _profile: profile,
        };
        browser.wait_ready();
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--hide-scrollbars",
            &format!("--window-size={width},{height}"),
            &format!("--user-data-dir={}", browser._profile.path().display()),
        ];
        let caps = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": chromium, "args": args},
        }}});
        let value = browser.call("POST", "/session", Some(caps));
        browser.session = value["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {value}"))
            .to_owned();
        browser
    }

    fn wait_ready(&self) {
        let start = Instant::now();
        loop {
            // While it starts, chromedriver may accept a connection and
            // reset it: that is a "not yet", like a refused connection.
            if let Ok(r) = try_request(self.addr, "GET", "/status", None)
                && r.status == 200
                && r.json()["value"]["ready"] == true
            {
                return;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "chromedriver is not ready after 30 s"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// One WebDriver command; returns its `value`, panics on an error.
    fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let body = body.map(|b| b.to_string());
        let r = request(self.addr, method, path, body.as_deref());
        let json = r.json();
        assert!(r.status == 200, "WebDriver {method} {path}: {} {json}", r.status);
        json["value"].clone()
    }

    fn session_call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        self.call(method, &format!("/session/{}{path}", self.session), body)
    }

    pub fn goto(&self, url: &str) {
        self.session_call("POST", "/url", Some(json!({"url": url})));
    }

    /// The element a CSS selector finds first.
    pub fn find(&self, css: &str) -> String {
        let v = self.session_call(
            "POST",
            "/element",
            Some(json!({"using": "css selector", "value": css})),
        );
        v[ELEMENT]
            .as_str()
            .unwrap_or_else(|| panic!("no element {css}: {v}"))
            .to_owned()
    }

    pub fn click(&self, css: &str) {
        let id = self.find(css);
        self.session_call("POST", &format!("/element/{id}/click"), Some(json!({})));
    }

    /// Clears a field and types `text` into it as a user would (a
    /// trailing `\u{E007}` presses Enter).
    pub fn type_into(&self, css: &str, text: &str) {
        let id = self.find(css);
        self.session_call("POST", &format!("/element/{id}/clear"), Some(json!({})));
        self.session_call(
            "POST",
            &format!("/element/{id}/value"),
            Some(json!({"text": text})),
        );
    }

    /// Runs a script in the page; `return` gives the value back.
    pub fn script(&self, script: &str) -> Value {
        self.session_call(
            "POST",
            "/execute/sync",
            Some(json!({"script": script, "args": []})),
        )
    }

    /// Waits until a script returns true.
    pub fn wait_for(&self, what: &str, script: &str) {
        self.wait_for_long(what, script, 30);
    }

    /// Waits up to `secs` seconds until a script returns true.
    pub fn wait_for_long(&self, what: &str, script: &str, secs: u64) {
        let start = Instant::now();
        while self.script(script) != Value::Bool(true) {
            assert!(
                start.elapsed() < Duration::from_secs(secs),
                "waited {secs} s for {what}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Presses and releases a key (a WebDriver key value, e.g. `n` or
    /// `\u{E014}` for the right arrow) where the focus is.
    pub fn press(&self, key: &str) {
        let actions = json!({"actions": [{"type": "key", "id": "keyboard", "actions": [
            {"type": "keyDown", "value": key},
            {"type": "keyUp", "value": key},
        ]}]});
        self.session_call("POST", "/actions", Some(actions));
    }

    /// Resizes the window.
    pub fn resize(&self, width: u32, height: u32) {
        self.session_call(
            "POST",
            "/window/rect",
            Some(json!({"width": width, "height": height})),
        );
    }

    /// A PNG of the window.
    pub fn screenshot(&self) -> Vec<u8> {
        let v = self.session_call("GET", "/screenshot", None);
        base64_decode(v.as_str().expect("base64 text"))
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ = request(self.addr, "DELETE", &format!("/session/{}", self.session), None);
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

/// Standard base64 (with padding), as WebDriver sends screenshots.
fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let digits: Vec<u32> = text.bytes().filter_map(value).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let mut n = 0u32;
        for (i, d) in chunk.iter().enumerate() {
            n |= d << (18 - 6 * i);
        }
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&bytes[..chunk.len().saturating_sub(1)]);
    }
    out
}

#[test]
fn base64_decodes() {
    assert_eq!(base64_decode("aGVsbG8="), b"hello");
    assert_eq!(base64_decode("aGk="), b"hi");
    assert_eq!(base64_decode("YWJj"), b"abc");
}

/// The browser and its driver, or `None` (and a loud note) when they are
/// not installed. With `QUEENS_E2E=1` a missing browser is a failure.
pub fn browser_or_skip(test: &str) -> Option<(PathBuf, PathBuf)> {
    match find_browser() {
        Ok(found) => Some(found),
        Err(why) => {
            if std::env::var("QUEENS_E2E").as_deref() == Ok("1") {
                panic!("QUEENS_E2E=1 but the browser test cannot run: {why}");
            }
            // One write, straight to the terminal: the harness would hide
            // a println.
            let banner = "*".repeat(72);
            let message = format!(
                "\n{banner}\nSKIPPED the browser test ({test}): {why}.\n\
                 Install them (apt-get install chromium chromium-driver) to run it;\n\
                 QUEENS_E2E=1 makes a missing browser a failure (as in .ci/run).\n{banner}\n"
            );
            let _ = std::io::stderr().write_all(message.as_bytes());
            None
        }
    }
}
