//! Errors as the API sends them: a status and a JSON body,
//! `{"error": "...", "limit": "n", "max": 12}` (`limit` and `max` only when
//! a limit was broken).

#[cfg(feature = "server")]
use axum::response::{IntoResponse, Response};
use http::StatusCode;
use serde::Serialize;

/// A request the server will not or cannot answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{error}")]
pub struct ApiError {
    #[serde(skip)]
    status: StatusCode,
    /// What was wrong, in words.
    error: String,
    /// The name of the limit broken: `n`, `max_steps`, `time_ms`,
    /// `response_bytes`, … (and `connections` in the 503 of a connection
    /// over the cap).
    #[serde(skip_serializing_if = "Option::is_none")]
    limit: Option<&'static str>,
    /// The largest value that limit allows.
    #[serde(skip_serializing_if = "Option::is_none")]
    max: Option<u64>,
}

impl ApiError {
    /// A malformed request: 400.
    pub fn bad_request(message: impl Into<String>) -> Self {
        ApiError {
            status: StatusCode::BAD_REQUEST,
            error: message.into(),
            limit: None,
            max: None,
        }
    }

    /// A request over one of the server's limits: 400, naming it.
    pub fn over_limit(limit: &'static str, max: u64, message: impl Into<String>) -> Self {
        ApiError {
            limit: Some(limit),
            max: Some(max),
            ..ApiError::bad_request(message)
        }
    }

    /// Nothing here: 404.
    pub fn not_found(path: &str) -> Self {
        ApiError {
            status: StatusCode::NOT_FOUND,
            ..ApiError::bad_request(format!("nothing at {path}"))
        }
    }

    /// Too busy to start the trace in time: 503.
    pub fn busy(message: impl Into<String>) -> Self {
        ApiError {
            status: StatusCode::SERVICE_UNAVAILABLE,
            ..ApiError::bad_request(message)
        }
    }

    /// A failure of ours: 500.
    pub fn internal(message: impl Into<String>) -> Self {
        ApiError {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            ..ApiError::bad_request(message)
        }
    }

    /// The status sent.
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The body sent, `{"error": "...", "limit": ..., "max": ...}`.
    pub fn body(&self) -> String {
        serde_json::to_string(self).expect("an error serializes")
    }
}

#[cfg(feature = "server")]
impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        // The bytes of `body`, which the WebAssembly module sends too.
        (
            self.status,
            [(axum::http::header::CONTENT_TYPE, "application/json")],
            self.body(),
        )
            .into_response()
    }
}
