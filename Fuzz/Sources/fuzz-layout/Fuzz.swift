import Foundation
import Specimen

/// libFuzzer target over `FuzzTargets.layout` (see Sources/Specimen/Hardening/FuzzTargets.swift).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzTargets.layout(Data(bytes: data, count: size))
  return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point as `<module>_main`; it hands over to libFuzzer's driver.
@_cdecl("fuzz_layout_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var argc = argc
  var argv = argv
  return runDriver(&argc, &argv) { data, size in fuzz(data, size) }
}
