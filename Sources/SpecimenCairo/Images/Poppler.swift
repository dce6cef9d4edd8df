import CCairo
import Foundation

/// The five poppler-glib functions that draw PDF images of asset catalogs, loaded on first use.
///
/// poppler and the libraries it needs (NSS, lcms2, OpenJPEG, libtiff …: fourteen shared
/// objects) took about 10 ms to load and relocate at every start of every command, while only
/// catalogs with PDF images use them. So they are opened with `dlopen` the first time a PDF is
/// drawn; when poppler-glib is not installed, PDF images fail with `Poppler.missing` as the reason.
enum Poppler {
  typealias NewFromFile = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> OpaquePointer?
  typealias PageCount = @convention(c) (OpaquePointer) -> Int32
  typealias GetPage = @convention(c) (OpaquePointer, Int32) -> OpaquePointer?
  typealias PageSize = @convention(c) (OpaquePointer, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void
  typealias Render = @convention(c) (OpaquePointer, OpaquePointer) -> Void
  typealias Unref = @convention(c) (UnsafeMutableRawPointer) -> Void
  typealias FreeError = @convention(c) (UnsafeMutableRawPointer) -> Void

  /// The loaded functions, or nil when the library is not installed.
  struct Functions: @unchecked Sendable {
    let newFromFile: NewFromFile
    let pageCount: PageCount
    let getPage: GetPage
    let pageSize: PageSize
    let render: Render
    let unref: Unref
    let freeError: FreeError
  }

  /// Why PDF images cannot be drawn on this machine.
  static let missing = "PDF images need poppler-glib (Debian: apt-get install libpoppler-glib8)"

  /// The functions, loaded once (thread-safe: a static's initialiser runs once).
  static let functions: Functions? = {
    let names = ["libpoppler-glib.so.8", "libpoppler-glib.so"]
    guard let library = names.lazy.compactMap({ (name: String) in dlopen(name, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
    func load<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
    guard let newFromFile = load("poppler_document_new_from_file", as: NewFromFile.self),
          let pageCount = load("poppler_document_get_n_pages", as: PageCount.self),
          let getPage = load("poppler_document_get_page", as: GetPage.self),
          let pageSize = load("poppler_page_get_size", as: PageSize.self),
          let render = load("poppler_page_render", as: Render.self),
          let unref = load("g_object_unref", as: Unref.self),
          let freeError = load("g_error_free", as: FreeError.self)
    else { return nil }
    return Functions(newFromFile: newFromFile, pageCount: pageCount, getPage: getPage, pageSize: pageSize,
                     render: render, unref: unref, freeError: freeError)
  }()
}
