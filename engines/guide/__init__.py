"""Guided first games: a fixed deal taught step by step, then free play (docs/ARCHITECTURE.md,
"Guided first games"). No Qt here: the scripts are checked and replayed in a plain process."""

from engines.guide.runner import GuideRunner
from engines.guide.script import GuideError, GuideScript, GuideStep, guide_path, load_guide

__all__ = ["GuideError", "GuideRunner", "GuideScript", "GuideStep", "guide_path", "load_guide"]
