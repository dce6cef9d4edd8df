// SpecimenDiff: images in, verdicts out.
//
// Input: two PNG files or two `RGBAImage` values. Output: a `DiffVerdict` value —
// identical, size changed, or different with the pixelmatch-compatible count of
// differing pixels, the largest channel delta and a diff image. Nothing here throws for
// "the images differ"; only unreadable PNG data throws (`PNGError`).
//
// Guarantees:
// - The count equals mapbox/pixelmatch 5.x/6.x (and the `pixelmatch` PyPI port) for the
//   same images and options; the shared image-diff.md is the specification.
// - Decoding expands every PNG colour type and bit depth to straight-alpha RGBA8 and
//   accepts files whose final IEND chunk is missing.
// - Encoding is deterministic: the same pixels always give the same bytes.
// - The module sees only pixels; it knows nothing about views, styles or goldens.
