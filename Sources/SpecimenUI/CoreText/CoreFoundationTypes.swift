import Foundation

// Core Foundation's object types as Core Text and Core Graphics calls take them. Linux's Foundation
// has no Core Foundation types; on Apple's systems each is toll-free bridged to its Foundation class,
// so code converts with `as` (`url as CFURL`, `name as CFString`, `data as CFData`). Here each is that
// Foundation class, and the same conversions compile.

/// A reference to an immutable string (`NSString` here, toll-free bridged on Apple's systems).
public typealias CFString = NSString
/// A reference to a URL (`NSURL` here, toll-free bridged on Apple's systems).
public typealias CFURL = NSURL
/// A reference to immutable bytes (`NSData` here, toll-free bridged on Apple's systems).
public typealias CFData = NSData
/// A reference to an immutable array (`NSArray` here, toll-free bridged on Apple's systems).
public typealias CFArray = NSArray
/// A reference to an error (`NSError` here, toll-free bridged on Apple's systems).
public typealias CFError = NSError
/// Core Foundation's signed index and count type.
public typealias CFIndex = Int

/// The error code of `err` (Core Foundation's `CFErrorGetCode`).
public func CFErrorGetCode(_ err: CFError) -> CFIndex { err.code }

/// A description of `err` for people (Core Foundation's `CFErrorCopyDescription`).
public func CFErrorCopyDescription(_ err: CFError) -> CFString { err.localizedDescription as NSString }

/// A reference to an immutable dictionary (`NSDictionary` here, toll-free bridged on Apple's systems).
public typealias CFDictionary = NSDictionary
/// A reference to mutable bytes (`NSMutableData` here, toll-free bridged on Apple's systems).
public typealias CFMutableData = NSMutableData
