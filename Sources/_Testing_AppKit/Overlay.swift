// swift-testing declares a cross-import overlay, `_Testing_AppKit`, that Swift loads whenever a file imports both
// `Testing` and a module named `AppKit`. Apple's SDK ships it; a Linux toolchain does not, so a test file with
// `import Testing` and `import AppKit` (Specimen's shim) would fail with "no such module '_Testing_AppKit'". This
// empty module is that overlay: it adds nothing (Apple's adds attachments of the framework's image types).
