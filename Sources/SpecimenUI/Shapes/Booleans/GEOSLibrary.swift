import Foundation

/// The GEOS functions the path set operations use, loaded on first use.
///
/// GEOS (Debian `libgeos-c1v5`, LGPL 2.1) is a well-kept polygon overlay library: it nodes the
/// outlines, rebuilds the faces and combines regions robustly, which a Core Graphics-like set
/// operation needs and SpecimenUI would otherwise have to write. It is opened with `dlopen` the
/// first time a path is combined, as poppler is for PDF images, so SpecimenUI stays pure Swift,
/// style files compile without its headers, and runs that combine no paths never load its C++
/// library. Only the reentrant `_r` functions are used, each operation with its own context, so
/// renders on several threads never share GEOS state.
enum GEOSLibrary {
  typealias Handle = OpaquePointer
  typealias Geometry = OpaquePointer
  typealias Sequence = OpaquePointer

  /// Why paths cannot be combined on this machine.
  static let missing = "GEOS is not installed (Debian: apt-get install libgeos-c1v5)"

  /// GEOS's geometry type numbers (`GEOSGeomTypes` in geos_c.h).
  enum TypeID: Int32 {
    case point = 0, lineString, linearRing, polygon, multiPoint, multiLineString, multiPolygon, collection
  }

  /// The loaded functions.
  struct Functions: @unchecked Sendable {
    let initialize: @convention(c) () -> Handle?
    let finish: @convention(c) (Handle) -> Void
    let createSequence: @convention(c) (Handle, UInt32, UInt32) -> Sequence?
    let setXY: @convention(c) (Handle, Sequence, UInt32, Double, Double) -> Int32
    let getXY: @convention(c) (Handle, Sequence, UInt32, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Int32
    let sequenceSize: @convention(c) (Handle, Sequence, UnsafeMutablePointer<UInt32>) -> Int32
    let createLineString: @convention(c) (Handle, Sequence) -> Geometry?
    let createCollection: @convention(c) (Handle, Int32, UnsafeMutablePointer<Geometry?>?, UInt32) -> Geometry?
    let createEmptyCollection: @convention(c) (Handle, Int32) -> Geometry?
    let clone: @convention(c) (Handle, Geometry) -> Geometry?
    let destroy: @convention(c) (Handle, Geometry) -> Void
    let unaryUnion: @convention(c) (Handle, Geometry) -> Geometry?
    let polygonize: @convention(c) (Handle, UnsafePointer<Geometry?>, UInt32) -> Geometry?
    let pointOnSurface: @convention(c) (Handle, Geometry) -> Geometry?
    let getX: @convention(c) (Handle, Geometry, UnsafeMutablePointer<Double>) -> Int32
    let getY: @convention(c) (Handle, Geometry, UnsafeMutablePointer<Double>) -> Int32
    let intersection: @convention(c) (Handle, Geometry, Geometry) -> Geometry?
    let difference: @convention(c) (Handle, Geometry, Geometry) -> Geometry?
    let symmetricDifference: @convention(c) (Handle, Geometry, Geometry) -> Geometry?
    let union: @convention(c) (Handle, Geometry, Geometry) -> Geometry?
    let lineMerge: @convention(c) (Handle, Geometry) -> Geometry?
    let count: @convention(c) (Handle, Geometry) -> Int32
    let part: @convention(c) (Handle, Geometry, Int32) -> Geometry?
    let typeID: @convention(c) (Handle, Geometry) -> Int32
    let exteriorRing: @convention(c) (Handle, Geometry) -> Geometry?
    let interiorRingCount: @convention(c) (Handle, Geometry) -> Int32
    let interiorRing: @convention(c) (Handle, Geometry, Int32) -> Geometry?
    let sequence: @convention(c) (Handle, Geometry) -> Sequence?
    let version: @convention(c) () -> UnsafePointer<CChar>?
  }

  /// The functions, loaded once (thread-safe: a static's initialiser runs once), or nil when GEOS is not installed.
  static let functions: Functions? = {
    let names = ["libgeos_c.so.1", "libgeos_c.so"]
    guard let library = names.lazy.compactMap({ (name: String) in dlopen(name, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
    func load<T>(_ name: String, as type: T.Type = T.self) -> T? {
      dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
    guard let initialize: @convention(c) () -> Handle? = load("GEOS_init_r"),
          let finish: @convention(c) (Handle) -> Void = load("GEOS_finish_r"),
          let createSequence: @convention(c) (Handle, UInt32, UInt32) -> Sequence? = load("GEOSCoordSeq_create_r"),
          let setXY: @convention(c) (Handle, Sequence, UInt32, Double, Double) -> Int32 = load("GEOSCoordSeq_setXY_r"),
          let getXY: @convention(c) (Handle, Sequence, UInt32, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Int32 =
            load("GEOSCoordSeq_getXY_r"),
          let sequenceSize: @convention(c) (Handle, Sequence, UnsafeMutablePointer<UInt32>) -> Int32 = load("GEOSCoordSeq_getSize_r"),
          let createLineString: @convention(c) (Handle, Sequence) -> Geometry? = load("GEOSGeom_createLineString_r"),
          let createCollection: @convention(c) (Handle, Int32, UnsafeMutablePointer<Geometry?>?, UInt32) -> Geometry? =
            load("GEOSGeom_createCollection_r"),
          let createEmptyCollection: @convention(c) (Handle, Int32) -> Geometry? = load("GEOSGeom_createEmptyCollection_r"),
          let clone: @convention(c) (Handle, Geometry) -> Geometry? = load("GEOSGeom_clone_r"),
          let destroy: @convention(c) (Handle, Geometry) -> Void = load("GEOSGeom_destroy_r"),
          let unaryUnion: @convention(c) (Handle, Geometry) -> Geometry? = load("GEOSUnaryUnion_r"),
          let polygonize: @convention(c) (Handle, UnsafePointer<Geometry?>, UInt32) -> Geometry? = load("GEOSPolygonize_r"),
          let pointOnSurface: @convention(c) (Handle, Geometry) -> Geometry? = load("GEOSPointOnSurface_r"),
          let getX: @convention(c) (Handle, Geometry, UnsafeMutablePointer<Double>) -> Int32 = load("GEOSGeomGetX_r"),
          let getY: @convention(c) (Handle, Geometry, UnsafeMutablePointer<Double>) -> Int32 = load("GEOSGeomGetY_r"),
          let intersection: @convention(c) (Handle, Geometry, Geometry) -> Geometry? = load("GEOSIntersection_r"),
          let difference: @convention(c) (Handle, Geometry, Geometry) -> Geometry? = load("GEOSDifference_r"),
          let symmetricDifference: @convention(c) (Handle, Geometry, Geometry) -> Geometry? = load("GEOSSymDifference_r"),
          let union: @convention(c) (Handle, Geometry, Geometry) -> Geometry? = load("GEOSUnion_r"),
          let lineMerge: @convention(c) (Handle, Geometry) -> Geometry? = load("GEOSLineMerge_r"),
          let count: @convention(c) (Handle, Geometry) -> Int32 = load("GEOSGetNumGeometries_r"),
          let part: @convention(c) (Handle, Geometry, Int32) -> Geometry? = load("GEOSGetGeometryN_r"),
          let typeID: @convention(c) (Handle, Geometry) -> Int32 = load("GEOSGeomTypeId_r"),
          let exteriorRing: @convention(c) (Handle, Geometry) -> Geometry? = load("GEOSGetExteriorRing_r"),
          let interiorRingCount: @convention(c) (Handle, Geometry) -> Int32 = load("GEOSGetNumInteriorRings_r"),
          let interiorRing: @convention(c) (Handle, Geometry, Int32) -> Geometry? = load("GEOSGetInteriorRingN_r"),
          let sequence: @convention(c) (Handle, Geometry) -> Sequence? = load("GEOSGeom_getCoordSeq_r"),
          let version: @convention(c) () -> UnsafePointer<CChar>? = load("GEOSversion")
    else { return nil }
    return Functions(
      initialize: initialize, finish: finish, createSequence: createSequence, setXY: setXY, getXY: getXY,
      sequenceSize: sequenceSize, createLineString: createLineString, createCollection: createCollection,
      createEmptyCollection: createEmptyCollection, clone: clone, destroy: destroy, unaryUnion: unaryUnion,
      polygonize: polygonize, pointOnSurface: pointOnSurface, getX: getX, getY: getY, intersection: intersection,
      difference: difference, symmetricDifference: symmetricDifference, union: union, lineMerge: lineMerge,
      count: count, part: part, typeID: typeID, exteriorRing: exteriorRing, interiorRingCount: interiorRingCount,
      interiorRing: interiorRing, sequence: sequence, version: version)
  }()

  /// GEOS's version ("3.11.1-CAPI-1.17.1"), or nil when it is not installed.
  static var version: String? { functions?.version().map { String(cString: $0) } }
}
