import Foundation

/// How widely a font registration applies (Core Text's `CTFontManagerScope`).
public enum CTFontManagerScope: UInt32, Sendable {
  /// The font is not registered.
  case none = 0
  /// The font is available to the current process (the usual choice).
  case process = 1
  /// The font is available to every process for the current user, across launches.
  case persistent = 2
  /// The font is available to the current user's session (macOS).
  case session = 3
  /// The font is available to the current user (`persistent`).
  public static let user = CTFontManagerScope.persistent
}

/// Core Text's font-manager error codes, as registration code compares them with `CFErrorGetCode`.
public enum CTFontManagerError: CFIndex, Sendable {
  case fileNotFound = 101
  case insufficientPermissions = 102
  case unrecognizedFormat = 103
  case invalidFontData = 104
  case alreadyRegistered = 105
  case exceededResourceLimit = 106
  case assetNotFound = 107
  case notRegistered = 201
  case inUse = 202
  case systemRequired = 203
  case registrationFailed = 301
  case missingEntitlement = 302
  case insufficientInfo = 303
  case cancelledByUser = 304
  case duplicatedName = 305
  case invalidFilePath = 306
  case unsupportedScope = 307
}

/// Checks a font file and answers as Core Text would when it can be registered.
///
/// Specimen draws a package's fonts by finding them (its resource bundles, `Assets/Fonts`,
/// `SPECIMEN_FONT_PATH`, `--font-path`) before any cell is drawn, so every cell sees the same fonts
/// whatever order cells run in. Registering only confirms the file is a font: a render is like a
/// fresh launch of the app for every cell, so registering a font twice succeeds too.
enum FontRegistration {
  static func register(_ url: URL, error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let failure: CTFontManagerError
    if let bytes = CGFont.readFontFile(url) {
      guard FontFileNames(bytes) == nil else { return true }
      failure = .invalidFontData
    } else {
      failure = .fileNotFound
    }
    error?.pointee = Unmanaged.passRetained(NSError(domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: failure.rawValue,
      userInfo: [NSLocalizedDescriptionKey: "the font file \(url.lastPathComponent) could not be registered (\(failure))"]))
    return false
  }
}

/// Registers `font` for the process (Specimen: checks it; see `FontRegistration`).
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }

/// Unregisters `font`; Specimen keeps every font it found for the whole run.
@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }

/// Registers the fonts in the file at `fontURL` (Specimen: checks it; see `FontRegistration`).
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
  FontRegistration.register(fontURL as URL, error: error)
}

/// Unregisters the fonts in the file at `fontURL`; Specimen keeps every font it found for the whole run.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }

/// Registers the font files at `fontURLs` (iOS 13); calls `registrationHandler` once with the errors
/// (empty when every file is a font) and `true` for done.
public func CTFontManagerRegisterFontURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool,
                                          _ registrationHandler: ((CFArray, Bool) -> Bool)?) {
  var errors: [NSError] = []
  for case let url as URL in fontURLs as [AnyObject] {
    var error: Unmanaged<CFError>?
    if !FontRegistration.register(url, error: &error), let error { errors.append(error.takeRetainedValue()) }
  }
  _ = registrationHandler?(errors as NSArray, true)
}
