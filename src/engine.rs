//! Everything needed to serve one model: weights on a backend, tokenizer, chat template
//! and generation defaults, from a checkpoint directory or the built-in demo model.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde_json::Value;

use crate::backend::cpu::CpuBackend;
use crate::backend::cuda::{self, CudaBackend};
use crate::chat_template::{ChatTemplate, RenderOptions};
use crate::checkpoint::{Checkpoint, Skipped};
use crate::config::ModelConfig;
use crate::generate::prefix_cache::{CacheStats, PrefixCache};
use crate::generate::sampler::SamplingParams;
use crate::generate::{generate, GenerateError, GenerationOutput, GenerationRequest, OnText};
use crate::model::builtin::SyntheticWeights;
use crate::model::weights::ModelWeights;
use crate::tokenizer::Tokenizer;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModelSource {
    /// The toy-sized model with deterministic random weights.
    Builtin,
    Checkpoint(PathBuf),
}

impl std::fmt::Display for ModelSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ModelSource::Builtin => write!(f, "built-in demo model (tiny, random weights)"),
            ModelSource::Checkpoint(p) => write!(f, "{}", p.display()),
        }
    }
}

/// Sampling defaults and stop tokens from `generation_config.json`, the config and the
/// tokenizer's end-of-turn tokens.
#[derive(Clone, Debug, PartialEq)]
pub struct GenerationDefaults {
    pub sampling: SamplingParams,
    pub stop_token_ids: Vec<u32>,
}

impl GenerationDefaults {
    fn new(dir: Option<&Path>, cfg: &ModelConfig, tokenizer: &Tokenizer) -> Result<Self> {
        let mut d = GenerationDefaults {
            sampling: SamplingParams::default(),
            stop_token_ids: cfg.eos_token_ids.clone(),
        };
        for name in ["<|im_end|>", "<|endoftext|>"] {
            if let Some(id) = tokenizer.token_id(name) {
                d.stop_token_ids.push(id);
            }
        }
        if let Some(file) = dir
            .map(|d| d.join("generation_config.json"))
            .filter(|f| f.exists())
        {
            d.apply_generation_config(&file)?;
        }
        d.stop_token_ids.sort_unstable();
        d.stop_token_ids.dedup();
        Ok(d)
    }

    fn apply_generation_config(&mut self, file: &Path) -> Result<()> {
        let text = std::fs::read_to_string(file)
            .with_context(|| format!("{}: cannot read", file.display()))?;
        let v: Value = serde_json::from_str(&text)
            .with_context(|| format!("{}: not valid JSON", file.display()))?;
        let field_err =
            |field: &str| anyhow::anyhow!("{}: field `{field}` has the wrong type", file.display());
        let num = |field: &str| -> Result<Option<f32>> {
            match v.get(field) {
                None | Some(Value::Null) => Ok(None),
                Some(x) => x
                    .as_f64()
                    .map(|f| Some(f as f32))
                    .ok_or_else(|| field_err(field)),
            }
        };
        match v.get("eos_token_id") {
            None | Some(Value::Null) => {}
            Some(Value::Array(a)) => {
                for x in a {
                    let id = x.as_u64().ok_or_else(|| field_err("eos_token_id"))?;
                    self.stop_token_ids.push(id as u32);
                }
            }
            Some(x) => self
                .stop_token_ids
                .push(x.as_u64().ok_or_else(|| field_err("eos_token_id"))? as u32),
        }
        let do_sample = match v.get("do_sample") {
            None | Some(Value::Null) => true,
            Some(x) => x.as_bool().ok_or_else(|| field_err("do_sample"))?,
        };
        let s = &mut self.sampling;
        if let Some(t) = num("temperature")? {
            s.temperature = if do_sample { t } else { 0.0 };
        }
        if let Some(p) = num("top_p")? {
            s.top_p = p;
        }
        if let Some(k) = num("top_k")? {
            s.top_k = k.max(0.0) as usize;
        }
        if let Some(m) = num("min_p")? {
            s.min_p = m;
        }
        if let Some(r) = num("repetition_penalty")? {
            s.repetition_penalty = r;
        }
        s.validate()
            .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
        Ok(())
    }
}

/// Where the model runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Device {
    /// The GPU when a Hopper GPU is present, else the CPU (and say so).
    Auto,
    Cpu,
    Cuda,
}

pub enum EngineBackend {
    Cpu(Box<CpuBackend>),
    Cuda(Box<CudaBackend>),
}

impl EngineBackend {
    fn new(device: Device, config: &ModelConfig, weights: ModelWeights) -> Result<Self> {
        match device {
            Device::Cpu => Ok(Self::cpu(config, weights)),
            Device::Cuda => Ok(EngineBackend::Cuda(Box::new(
                CudaBackend::new(config.clone(), &weights)
                    .context("--device cuda (use --device cpu to run on the CPU)")?,
            ))),
            Device::Auto => match cuda::open_device(0) {
                Ok(_) => Ok(EngineBackend::Cuda(Box::new(CudaBackend::new(
                    config.clone(),
                    &weights,
                )?))),
                Err(why) => {
                    eprintln!("lily: running on the CPU ({why:#})");
                    Ok(Self::cpu(config, weights))
                }
            },
        }
    }

    fn cpu(config: &ModelConfig, weights: ModelWeights) -> Self {
        EngineBackend::Cpu(Box::new(CpuBackend::new(config.clone(), weights)))
    }

    pub fn name(&self) -> &'static str {
        match self {
            EngineBackend::Cpu(_) => "cpu",
            EngineBackend::Cuda(_) => "cuda",
        }
    }
}

/// A prefix cache for the engine's backend (see [`crate::generate::prefix_cache`]).
pub enum EnginePrefixCache {
    Cpu(PrefixCache<CpuBackend>),
    Cuda(PrefixCache<CudaBackend>),
}

impl EnginePrefixCache {
    pub fn stats(&self) -> CacheStats {
        match self {
            EnginePrefixCache::Cpu(c) => c.stats(),
            EnginePrefixCache::Cuda(c) => c.stats(),
        }
    }
}

pub struct Engine {
    pub source: ModelSource,
    pub config: ModelConfig,
    pub backend: EngineBackend,
    pub tokenizer: Tokenizer,
    /// `None` when the checkpoint ships no chat template.
    pub template: Option<ChatTemplate>,
    pub defaults: GenerationDefaults,
    /// Tensors of the checkpoint that the text decoder does not use.
    pub skipped: Skipped,
}

impl Engine {
    /// Loads a checkpoint directory, or the built-in demo model when `dir` is `None`.
    pub fn load(dir: Option<&Path>, device: Device) -> Result<Self> {
        let Some(dir) = dir else {
            let synthetic = SyntheticWeights::builtin();
            let config = synthetic.config.clone();
            let weights = ModelWeights::load(&synthetic, &config)?;
            let tokenizer = Tokenizer::builtin_bytes();
            let defaults = GenerationDefaults::new(None, &config, &tokenizer)?;
            return Ok(Engine {
                source: ModelSource::Builtin,
                backend: EngineBackend::new(device, &config, weights)?,
                config,
                tokenizer,
                template: Some(ChatTemplate::builtin()),
                defaults,
                skipped: Skipped::default(),
            });
        };
        let ckpt = Checkpoint::open(dir)?;
        let config = ckpt.config.clone();
        let weights = ModelWeights::load(&ckpt, &config)?;
        let tokenizer_file = dir.join("tokenizer.json");
        let tokenizer = Tokenizer::from_file(&tokenizer_file)?;
        let has_template =
            dir.join("chat_template.jinja").exists() || dir.join("tokenizer_config.json").exists();
        let template = if has_template {
            Some(ChatTemplate::from_checkpoint_dir(dir)?)
        } else {
            None
        };
        let defaults = GenerationDefaults::new(Some(dir), &config, &tokenizer)?;
        Ok(Engine {
            source: ModelSource::Checkpoint(dir.to_path_buf()),
            backend: EngineBackend::new(device, &config, weights)?,
            config,
            tokenizer,
            template,
            defaults,
            skipped: ckpt.skipped.clone(),
        })
    }

    /// Generates on whichever backend the engine runs, with `cache` when given.
    pub fn generate(
        &self,
        req: &GenerationRequest,
        cache: Option<&mut EnginePrefixCache>,
        on_text: &mut OnText,
    ) -> Result<GenerationOutput, GenerateError> {
        let (cfg, tok) = (&self.config, &self.tokenizer);
        match (&self.backend, cache) {
            (EngineBackend::Cpu(b), Some(EnginePrefixCache::Cpu(c))) => {
                generate(b.as_ref(), cfg, tok, req, Some(c), on_text)
            }
            (EngineBackend::Cuda(b), Some(EnginePrefixCache::Cuda(c))) => {
                generate(b.as_ref(), cfg, tok, req, Some(c), on_text)
            }
            // No cache (a cache made for the other backend cannot come from this engine).
            (EngineBackend::Cpu(b), _) => generate(b.as_ref(), cfg, tok, req, None, on_text),
            (EngineBackend::Cuda(b), _) => generate(b.as_ref(), cfg, tok, req, None, on_text),
        }
    }

    /// An empty prefix cache for this engine's backend; `interval` as in
    /// [`PrefixCache::new`].
    pub fn prefix_cache(&self, budget_bytes: usize, interval: usize) -> EnginePrefixCache {
        match &self.backend {
            EngineBackend::Cpu(_) => {
                EnginePrefixCache::Cpu(PrefixCache::new(budget_bytes, interval))
            }
            EngineBackend::Cuda(_) => {
                EnginePrefixCache::Cuda(PrefixCache::new(budget_bytes, interval))
            }
        }
    }

    /// Prompt positions where the next turn of a ChatML conversation is likely to share
    /// the prefix: the end of the first turn (a system prompt or tool list common to many
    /// conversations) and the start of the last (the end of the history).
    pub fn turn_snapshot_points(&self, prompt: &[u32]) -> Vec<usize> {
        let Some(im_start) = self.tokenizer.token_id("<|im_start|>") else {
            return Vec::new();
        };
        let starts: Vec<usize> = (0..prompt.len())
            .filter(|&i| prompt[i] == im_start)
            .collect();
        let mut points: Vec<usize> = starts
            .get(1)
            .into_iter()
            .chain(starts.last())
            .copied()
            .collect();
        points.dedup();
        points
    }

    /// Renders `messages` with the chat template and tokenizes the result.
    pub fn chat_prompt(&self, messages: &[Value], options: &RenderOptions) -> Result<Vec<u32>> {
        let template = self.template.as_ref().ok_or_else(|| {
            anyhow::anyhow!(
                "{}: no chat template (chat_template.jinja or tokenizer_config.json); use --raw to feed the prompt as is",
                self.source
            )
        })?;
        let text = template.render(messages, options)?;
        Ok(self.tokenizer.encode(&text, true))
    }
}
