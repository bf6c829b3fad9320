#!/usr/bin/env bash
# The version every artifact is named after, from pyproject.toml; a release tag must be v<version>.
set -euo pipefail
version=$(python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])")
if [[ "${GITHUB_REF_TYPE:-}" == tag && "${GITHUB_REF_NAME:-}" != "v$version" ]]; then
  echo "the tag ${GITHUB_REF_NAME} does not match the version in pyproject.toml (v$version)" >&2
  exit 1
fi
echo "VERSION=$version" >> "${GITHUB_ENV:-/dev/null}"
echo "version $version"
