//! Lily: a single-model inference engine for Qwen3.6-35B-A3B.

pub mod chat_template;
