import Foundation

// `fileImporter` (iOS 14, and iOS 17's cancellation form) presents the system document browser.
// Like every presentation, only the presenting view is drawn: a still render shows the screen the
// picker would appear over, and `onCompletion` never runs because nothing is picked.

nonisolated extension View {
  /// Presents a system interface for importing one file of the allowed types (only the presenting view is drawn).
  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                           onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
    inert()
  }

  /// Presents a system interface for importing one or more files of the allowed types (only the presenting view is drawn).
  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                           onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View {
    inert()
  }

  /// Presents a system interface for importing files, with a cancellation handler (iOS 17; only the presenting view is drawn).
  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
                           onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                           onCancellation: @escaping () -> Void) -> some View {
    inert()
  }

  /// Sets the directory a file dialog opens in (iOS 17; no dialog is presented in a render).
  public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { inert() }
}

extension URL {
  /// Starts access to a security-scoped resource (a file the user picked on iOS). Linux has no
  /// sandbox, so access is whatever the file's permissions allow; this returns true.
  public func startAccessingSecurityScopedResource() -> Bool { true }

  /// Ends access to a security-scoped resource (nothing to revoke on Linux).
  public func stopAccessingSecurityScopedResource() {}
}
