// swift-testing declares a cross-import overlay, `_Testing_CoreImage`, that Swift loads whenever a file imports both
// `Testing` and a module named `CoreImage`. Apple's SDK ships it; a Linux toolchain does not, so a test file with
// `import Testing` and `import CoreImage` (Specimen's shim) would fail with "no such module '_Testing_CoreImage'". This
// empty module is that overlay: it adds nothing (Apple's adds attachments of the framework's image types).
