//! `config.json` of the qwen3_5_moe family, parsed and validated.
//!
//! Both shipped forms are accepted: the multimodal `qwen3_5_moe` config with a nested
//! `text_config`, and the flat `qwen3_5_moe_text` form. Every size of the architecture loads;
//! anything the architecture cannot express is an error naming the field.

use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{file}: cannot read: {source}")]
    Io {
        file: PathBuf,
        source: std::io::Error,
    },
    #[error("{file}: not valid JSON: {source}")]
    Json {
        file: PathBuf,
        source: serde_json::Error,
    },
    #[error("{file}: field `{field}`: {message}")]
    Field {
        file: PathBuf,
        field: String,
        message: String,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayerType {
    /// Gated DeltaNet (`linear_attention`).
    LinearAttention,
    /// Gated full attention (`full_attention`).
    FullAttention,
}

/// The text decoder's hyper-parameters, named as in `text_config`.
#[derive(Clone, Debug, PartialEq)]
pub struct ModelConfig {
    pub vocab_size: usize,
    pub hidden_size: usize,
    pub num_hidden_layers: usize,
    pub layer_types: Vec<LayerType>,
    pub rms_norm_eps: f32,
    pub tie_word_embeddings: bool,
    pub max_position_embeddings: usize,
    // gated attention
    pub num_attention_heads: usize,
    pub num_key_value_heads: usize,
    pub head_dim: usize,
    pub rope_theta: f32,
    /// Leading dims of each head that RoPE rotates (`head_dim * partial_rotary_factor`).
    pub rotary_dim: usize,
    // Gated DeltaNet
    pub linear_num_key_heads: usize,
    pub linear_num_value_heads: usize,
    pub linear_key_head_dim: usize,
    pub linear_value_head_dim: usize,
    pub linear_conv_kernel_dim: usize,
    // MoE
    pub num_experts: usize,
    pub num_experts_per_tok: usize,
    pub moe_intermediate_size: usize,
    pub shared_expert_intermediate_size: usize,
    pub eos_token_ids: Vec<u32>,
}

impl ModelConfig {
    /// Reads `config.json` from a checkpoint directory.
    pub fn from_dir(dir: &Path) -> Result<Self, ConfigError> {
        let file = dir.join("config.json");
        let text = std::fs::read_to_string(&file).map_err(|source| ConfigError::Io {
            file: file.clone(),
            source,
        })?;
        Self::from_json_str(&text, &file)
    }

    /// Parses the text of a `config.json`; `file` names it in errors.
    pub fn from_json_str(text: &str, file: &Path) -> Result<Self, ConfigError> {
        let root: Value = serde_json::from_str(text).map_err(|source| ConfigError::Json {
            file: file.to_path_buf(),
            source,
        })?;
        let p = Parser {
            file,
            prefix: String::new(),
        };
        let root = p.object(&root, "")?;
        match root.get("model_type").and_then(Value::as_str) {
            Some("qwen3_5_moe") => {
                let text = root.get("text_config").ok_or_else(|| {
                    p.err(
                        "text_config",
                        "missing (required for model_type qwen3_5_moe)",
                    )
                })?;
                let p = Parser {
                    file,
                    prefix: "text_config.".into(),
                };
                let text = p.object(text, "")?;
                if let Some(t) = text.get("model_type").and_then(Value::as_str) {
                    if t != "qwen3_5_moe_text" {
                        return Err(p.err("model_type", format!("expected qwen3_5_moe_text, found {t}")));
                    }
                }
                p.text_config(text)
            }
            Some("qwen3_5_moe_text") => p.text_config(root),
            Some(other) => Err(p.err(
                "model_type",
                format!("`{other}` is not the qwen3_5_moe architecture (expected qwen3_5_moe or qwen3_5_moe_text)"),
            )),
            None => Err(p.err("model_type", "missing")),
        }
    }

    pub fn num_gdn_layers(&self) -> usize {
        self.layer_types
            .iter()
            .filter(|t| **t == LayerType::LinearAttention)
            .count()
    }

    /// Width of the DeltaNet key (and query) projections: `Hk * dk`.
    pub fn gdn_key_dim(&self) -> usize {
        self.linear_num_key_heads * self.linear_key_head_dim
    }

    /// Width of the DeltaNet value projection: `Hv * dv`.
    pub fn gdn_value_dim(&self) -> usize {
        self.linear_num_value_heads * self.linear_value_head_dim
    }

    /// Channels of the causal conv1d: q | k | v.
    pub fn gdn_conv_dim(&self) -> usize {
        2 * self.gdn_key_dim() + self.gdn_value_dim()
    }
}

struct Parser<'a> {
    file: &'a Path,
    prefix: String,
}

impl Parser<'_> {
    fn err(&self, field: &str, message: impl Into<String>) -> ConfigError {
        ConfigError::Field {
            file: self.file.to_path_buf(),
            field: format!("{}{}", self.prefix, field),
            message: message.into(),
        }
    }

    fn object<'v>(&self, v: &'v Value, field: &str) -> Result<&'v Map<String, Value>, ConfigError> {
        v.as_object()
            .ok_or_else(|| self.err(field, "expected a JSON object"))
    }

    fn usize(&self, m: &Map<String, Value>, field: &str) -> Result<usize, ConfigError> {
        let v = m.get(field).ok_or_else(|| self.err(field, "missing"))?;
        let n = v.as_u64().ok_or_else(|| {
            self.err(field, format!("expected a non-negative integer, found {v}"))
        })?;
        if n == 0 {
            return Err(self.err(field, "must be positive"));
        }
        usize::try_from(n).map_err(|_| self.err(field, "too large"))
    }

    fn f64_or(
        &self,
        m: &Map<String, Value>,
        field: &str,
        default: f64,
    ) -> Result<f64, ConfigError> {
        match m.get(field) {
            None | Some(Value::Null) => Ok(default),
            Some(v) => v
                .as_f64()
                .ok_or_else(|| self.err(field, format!("expected a number, found {v}"))),
        }
    }

    fn bool_or(
        &self,
        m: &Map<String, Value>,
        field: &str,
        default: bool,
    ) -> Result<bool, ConfigError> {
        match m.get(field) {
            None | Some(Value::Null) => Ok(default),
            Some(v) => v
                .as_bool()
                .ok_or_else(|| self.err(field, format!("expected true or false, found {v}"))),
        }
    }

    fn token_ids(&self, m: &Map<String, Value>, field: &str) -> Result<Vec<u32>, ConfigError> {
        let as_id = |v: &Value| {
            v.as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| self.err(field, format!("expected token ids, found {v}")))
        };
        match m.get(field) {
            None | Some(Value::Null) => Ok(Vec::new()),
            Some(Value::Array(a)) => a.iter().map(as_id).collect(),
            Some(v) => Ok(vec![as_id(v)?]),
        }
    }

    fn text_config(&self, m: &Map<String, Value>) -> Result<ModelConfig, ConfigError> {
        let num_hidden_layers = self.usize(m, "num_hidden_layers")?;
        let layer_types = self.layer_types(m, num_hidden_layers)?;
        let head_dim = self.usize(m, "head_dim")?;
        let (rope_theta, partial) = self.rope(m)?;
        let rotary = head_dim as f64 * partial;
        let rotary_dim = rotary as usize;
        if rotary_dim == 0 || rotary_dim % 2 != 0 || rotary_dim > head_dim {
            return Err(self.err(
                "partial_rotary_factor",
                format!("head_dim {head_dim} x {partial} gives {rotary}: the rotated part must be a positive even number of dims"),
            ));
        }

        let cfg = ModelConfig {
            vocab_size: self.usize(m, "vocab_size")?,
            hidden_size: self.usize(m, "hidden_size")?,
            num_hidden_layers,
            layer_types,
            rms_norm_eps: self.f64_or(m, "rms_norm_eps", 1e-6)? as f32,
            tie_word_embeddings: self.bool_or(m, "tie_word_embeddings", false)?,
            max_position_embeddings: self.usize(m, "max_position_embeddings")?,
            num_attention_heads: self.usize(m, "num_attention_heads")?,
            num_key_value_heads: self.usize(m, "num_key_value_heads")?,
            head_dim,
            rope_theta: rope_theta as f32,
            rotary_dim,
            linear_num_key_heads: self.usize(m, "linear_num_key_heads")?,
            linear_num_value_heads: self.usize(m, "linear_num_value_heads")?,
            linear_key_head_dim: self.usize(m, "linear_key_head_dim")?,
            linear_value_head_dim: self.usize(m, "linear_value_head_dim")?,
            linear_conv_kernel_dim: self.usize(m, "linear_conv_kernel_dim")?,
            num_experts: self.usize(m, "num_experts")?,
            num_experts_per_tok: self.usize(m, "num_experts_per_tok")?,
            moe_intermediate_size: self.usize(m, "moe_intermediate_size")?,
            shared_expert_intermediate_size: self.usize(m, "shared_expert_intermediate_size")?,
            eos_token_ids: self.token_ids(m, "eos_token_id")?,
        };

        if cfg.num_attention_heads % cfg.num_key_value_heads != 0 {
            return Err(self.err(
                "num_attention_heads",
                format!(
                    "{} query heads are not a multiple of {} key/value heads",
                    cfg.num_attention_heads, cfg.num_key_value_heads
                ),
            ));
        }
        if cfg.linear_num_value_heads % cfg.linear_num_key_heads != 0 {
            return Err(self.err(
                "linear_num_value_heads",
                format!(
                    "{} value heads are not a multiple of {} key heads",
                    cfg.linear_num_value_heads, cfg.linear_num_key_heads
                ),
            ));
        }
        if cfg.num_experts_per_tok > cfg.num_experts {
            return Err(self.err(
                "num_experts_per_tok",
                format!(
                    "{} exceeds num_experts {}",
                    cfg.num_experts_per_tok, cfg.num_experts
                ),
            ));
        }
        if cfg.linear_conv_kernel_dim < 2 {
            return Err(self.err("linear_conv_kernel_dim", "must be at least 2"));
        }
        match m.get("hidden_act").and_then(Value::as_str) {
            None | Some("silu") => {}
            Some(other) => {
                return Err(self.err(
                    "hidden_act",
                    format!("`{other}` is not supported (silu only)"),
                ))
            }
        }
        if self.bool_or(m, "attention_bias", false)? {
            return Err(self.err(
                "attention_bias",
                "attention biases are not part of this architecture",
            ));
        }
        if !self.bool_or(m, "attn_output_gate", true)? {
            return Err(self.err(
                "attn_output_gate",
                "the ungated attention variant is not supported",
            ));
        }
        if !self.bool_or(m, "norm_topk_prob", true)? {
            return Err(self.err(
                "norm_topk_prob",
                "this architecture always renormalises the top-k routing weights",
            ));
        }
        Ok(cfg)
    }

    fn layer_types(&self, m: &Map<String, Value>, n: usize) -> Result<Vec<LayerType>, ConfigError> {
        match m.get("layer_types") {
            None | Some(Value::Null) => {
                let interval = match m.get("full_attention_interval") {
                    None | Some(Value::Null) => 4,
                    Some(_) => self.usize(m, "full_attention_interval")?,
                };
                Ok((0..n)
                    .map(|i| {
                        if (i + 1) % interval == 0 {
                            LayerType::FullAttention
                        } else {
                            LayerType::LinearAttention
                        }
                    })
                    .collect())
            }
            Some(Value::Array(a)) => {
                if a.len() != n {
                    return Err(self.err(
                        "layer_types",
                        format!("{} entries for num_hidden_layers = {n}", a.len()),
                    ));
                }
                a.iter()
                    .enumerate()
                    .map(|(i, t)| match t.as_str() {
                        Some("linear_attention") => Ok(LayerType::LinearAttention),
                        Some("full_attention") => Ok(LayerType::FullAttention),
                        _ => Err(self.err(
                            &format!("layer_types[{i}]"),
                            format!("unknown layer type {t} (expected linear_attention or full_attention)"),
                        )),
                    })
                    .collect()
            }
            Some(v) => Err(self.err("layer_types", format!("expected a list, found {v}"))),
        }
    }

    /// `(rope_theta, partial_rotary_factor)` from `rope_parameters` (transformers 5) or the
    /// older top-level `rope_theta` / `rope_scaling` fields.
    fn rope(&self, m: &Map<String, Value>) -> Result<(f64, f64), ConfigError> {
        let params = match m.get("rope_parameters").or_else(|| m.get("rope_scaling")) {
            None | Some(Value::Null) => None,
            Some(v) => Some(self.object(v, "rope_parameters")?),
        };
        if let Some(p) = params {
            let kind = p
                .get("rope_type")
                .or_else(|| p.get("type"))
                .and_then(Value::as_str)
                .unwrap_or("default");
            if kind != "default" {
                return Err(self.err(
                    "rope_parameters.rope_type",
                    format!("`{kind}` is not supported (default only)"),
                ));
            }
        }
        let theta = match params.and_then(|p| p.get("rope_theta")) {
            Some(v) => v.as_f64().ok_or_else(|| {
                self.err(
                    "rope_parameters.rope_theta",
                    format!("expected a number, found {v}"),
                )
            })?,
            None => self.f64_or(m, "rope_theta", 10_000_000.0)?,
        };
        let partial = match params.and_then(|p| p.get("partial_rotary_factor")) {
            Some(v) => v.as_f64().ok_or_else(|| {
                self.err(
                    "rope_parameters.partial_rotary_factor",
                    format!("expected a number, found {v}"),
                )
            })?,
            None => self.f64_or(m, "partial_rotary_factor", 0.25)?,
        };
        if theta.is_nan() || theta <= 0.0 {
            return Err(self.err("rope_theta", "must be positive"));
        }
        if !(partial > 0.0 && partial <= 1.0) {
            return Err(self.err("partial_rotary_factor", "must be in (0, 1]"));
        }
        Ok((theta, partial))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text_json() -> Value {
        serde_json::json!({
            "model_type": "qwen3_5_moe_text",
            "vocab_size": 248320, "hidden_size": 2048, "num_hidden_layers": 40,
            "num_attention_heads": 16, "num_key_value_heads": 2, "head_dim": 256,
            "linear_num_key_heads": 16, "linear_num_value_heads": 32,
            "linear_key_head_dim": 128, "linear_value_head_dim": 128, "linear_conv_kernel_dim": 4,
            "num_experts": 256, "num_experts_per_tok": 8, "moe_intermediate_size": 512,
            "shared_expert_intermediate_size": 512, "max_position_embeddings": 262144,
            "rms_norm_eps": 1e-6, "full_attention_interval": 4,
            "rope_parameters": {"rope_type": "default", "rope_theta": 10000000,
                                "partial_rotary_factor": 0.25, "mrope_section": [11, 11, 10],
                                "mrope_interleaved": true},
            "eos_token_id": 248044
        })
    }

    fn parse(v: &Value) -> Result<ModelConfig, ConfigError> {
        ModelConfig::from_json_str(&v.to_string(), Path::new("config.json"))
    }

    #[test]
    fn flat_and_nested_forms_agree() {
        let flat = parse(&text_json()).unwrap();
        let nested = serde_json::json!({"model_type": "qwen3_5_moe", "text_config": text_json()});
        assert_eq!(flat, parse(&nested).unwrap());
        assert_eq!(flat.rotary_dim, 64);
        assert_eq!(flat.num_gdn_layers(), 30);
        assert_eq!(flat.layer_types[3], LayerType::FullAttention);
        assert_eq!(flat.gdn_conv_dim(), 8192);
        assert_eq!(flat.eos_token_ids, vec![248044]);
    }

    fn error_of(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
        let mut v = text_json();
        edit(v.as_object_mut().unwrap());
        parse(&v).unwrap_err().to_string()
    }

    #[test]
    fn errors_name_the_field() {
        let e = error_of(|m| {
            m.insert("linear_num_value_heads".into(), 24.into());
        });
        assert!(
            e.contains("`linear_num_value_heads`") && e.contains("not a multiple"),
            "{e}"
        );
        let e = error_of(|m| {
            m["rope_parameters"]["rope_type"] = "yarn".into();
        });
        assert!(e.contains("rope_type") && e.contains("yarn"), "{e}");
        let e = error_of(|m| {
            let mut t = vec![Value::from("linear_attention"); 40];
            t[5] = "sliding_attention".into();
            m.insert("layer_types".into(), Value::Array(t));
        });
        assert!(
            e.contains("layer_types[5]") && e.contains("sliding_attention"),
            "{e}"
        );
        let e = error_of(|m| {
            m.remove("hidden_size");
        });
        assert!(e.contains("`hidden_size`: missing"), "{e}");
        let e = error_of(|m| {
            m.insert("model_type".into(), "llama".into());
        });
        assert!(e.contains("model_type") && e.contains("llama"), "{e}");
        let e = error_of(|m| {
            m.insert("head_dim".into(), "256".into());
        });
        assert!(e.contains("`head_dim`") && e.contains("integer"), "{e}");
    }

    #[test]
    fn nested_errors_carry_the_prefix() {
        let mut t = text_json();
        t.as_object_mut().unwrap().remove("num_experts");
        let nested = serde_json::json!({"model_type": "qwen3_5_moe", "text_config": t});
        let e = parse(&nested).unwrap_err().to_string();
        assert!(e.contains("`text_config.num_experts`"), "{e}");
    }
}
