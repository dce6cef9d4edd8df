import Foundation
@_spi(Reflection) import Swift
#if canImport(Glibc)
import Glibc
#endif

/// The stand-ins `StandInValue` builds from the runtime's own description of a type: a class instance allocated
/// without running an initialiser, each stored property (its superclasses' too) holding its stand-in; and an
/// enumeration's first case without a payload, else its first case whose payload has a stand-in.
///
/// Layouts read here are those of the Swift runtime on Linux (no Objective-C interop): class metadata, the
/// enumeration type descriptor and its field records, and the value witness table. Elsewhere there are none.
enum StandInRuntime {
  /// `swift_allocObject(metadata, size, alignMask)`: a heap object of a class, its reference count 1.
  private typealias Allocate = @convention(c) (UnsafeRawPointer, Int, Int) -> UnsafeMutableRawPointer?
  /// `swift_getTypeByMangledNameInContext(name, length, context, genericArguments)`.
  private typealias TypeByName = @convention(c) (UnsafeRawPointer, Int, UnsafeRawPointer?, UnsafeRawPointer?) -> UnsafeRawPointer?
  /// A value witness `destructiveInjectEnumTag(value, tag, metadata)`.
  private typealias InjectTag = @convention(thin) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  private static let allocate: Allocate? = runtimeFunction("swift_allocObject")
  private static let typeByName: TypeByName? = runtimeFunction("swift_getTypeByMangledNameInContext")

  private static func runtimeFunction<F>(_ name: String) -> F? {
    #if os(Linux)
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
    return unsafeBitCast(symbol, to: F.self)
    #else
    return nil
    #endif
  }

  /// An instance of the class `type` whose stored properties hold their stand-ins, or nil.
  static func instance(of type: Any.Type, depth: Int) -> Any? {
    #if os(Linux)
    guard let allocate else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // Class metadata without Objective-C interop: isa, superclass, flags, address point, instance size, align mask.
    let size = Int(metadata.load(fromByteOffset: 24, as: UInt32.self))
    let alignMask = Int(metadata.load(fromByteOffset: 28, as: UInt16.self))
    guard size >= 16, let object = allocate(metadata, size, alignMask) else { return nil }
    guard StandInValue.fill(object, fieldsOf: type, isClass: true, depth: depth) else {
      // Nothing was initialised past the header: give the memory back without running a deinitialiser.
      free(object)
      return nil
    }
    return Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
    #else
    return nil
    #endif
  }

  /// A value of the enumeration `type`: its first case with no payload, else its first case whose payload has a
  /// stand-in (an indirect case is skipped), or nil.
  static func enumCase(of type: Any.Type, depth: Int) -> Any? {
    #if os(Linux)
    guard let typeByName else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let descriptor = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
    let payloadCases = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF)
    let emptyCases = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
    let witnesses = metadata.load(fromByteOffset: -8, as: UnsafeRawPointer.self)
    // Eight function witnesses, size, stride, flags and extra inhabitants, then getEnumTag and destructiveProjectEnumData.
    let inject = unsafeBitCast(witnesses.load(fromByteOffset: 8 * 8 + 8 + 8 + 4 + 4 + 8 + 8, as: UnsafeRawPointer.self), to: InjectTag.self)
    let size = witnesses.load(fromByteOffset: 8 * 8, as: Int.self)
    let memory = UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: 16)
    defer { memory.deallocate() }
    func value<E>(_: E.Type) -> Any { memory.assumingMemoryBound(to: E.self).move() }
    // Payload cases take the first tags, in declaration order; cases without a payload follow.
    if emptyCases > 0 {
      inject(memory, UInt32(payloadCases), metadata)
      return _openExistential(type, do: value)
    }
    let isGeneric = descriptor.load(as: UInt32.self) & 0x80 != 0
    let fieldsOffset = Int(descriptor.load(fromByteOffset: 16, as: Int32.self))
    guard fieldsOffset != 0 else { return nil }
    let fields = descriptor + 16 + fieldsOffset
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    var tag = 0
    for index in 0..<count where tag < payloadCases {
      let record = fields + 16 + index * recordSize
      let typeOffset = Int(record.load(fromByteOffset: 4, as: Int32.self))
      guard typeOffset != 0 else { continue }
      defer { tag += 1 }
      let isIndirect = record.load(as: UInt32.self) & 1 != 0
      let name = record + 4 + typeOffset
      guard !isIndirect, let payloadMetadata = typeByName(name, mangledLength(name), descriptor, isGeneric ? metadata + 16 : nil) else { continue }
      let payloadType = unsafeBitCast(payloadMetadata, to: Any.Type.self)
      guard let payload = StandInValue.make(payloadType, depth: depth + 1) else { continue }
      StandInValue.store(payload, as: payloadType, at: memory)
      inject(memory, UInt32(tag), metadata)
      return _openExistential(type, do: value)
    }
    return nil
    #else
    return nil
    #endif
  }

  /// The length of a mangled type name that may hold symbolic references (a control byte and a 4- or 8-byte reference).
  private static func mangledLength(_ name: UnsafeRawPointer) -> Int {
    var length = 0
    while true {
      let byte = name.load(fromByteOffset: length, as: UInt8.self)
      switch byte {
      case 0: return length
      case 0x01...0x17: length += 5
      case 0x18...0x1F: length += 9
      default: length += 1
      }
    }
  }
}
