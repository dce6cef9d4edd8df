// swift-tools-version: 6.0
// libFuzzer targets for Specimen's parsers and renderer, built by `make fuzz` with
// `-sanitize=fuzzer,address` (libFuzzer supplies `main`, so the targets are libraries-as-executables).
import Foundation
import PackageDescription

let specimenPath = ".."
let specimenIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent(specimenPath).standardizedFileURL.lastPathComponent

func fuzzTarget(_ name: String) -> Target {
  .executableTarget(
    name: name,
    dependencies: [.product(name: "Specimen", package: specimenIdentity), .product(name: "SpecimenUI", package: specimenIdentity)],
    swiftSettings: [.unsafeFlags(["-parse-as-library"])]
  )
}

let package = Package(
  name: "SpecimenFuzz",
  dependencies: [.package(path: specimenPath)],
  targets: ["fuzz-png", "fuzz-manifest", "fuzz-svg", "fuzz-layout"].map(fuzzTarget)
)
