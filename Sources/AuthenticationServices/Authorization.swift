import Foundation

/// An object that encapsulates a successful authorization performed by a controller.
open class ASAuthorization: NSObject, @unchecked Sendable {
  /// The object that created the authorization.
  public let provider: any ASAuthorizationProvider
  /// Information about the authorized user.
  public let credential: any ASAuthorizationCredential

  /// Makes an authorization of a credential from a provider (a render never receives one).
  init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
    self.provider = provider
    self.credential = credential
    super.init()
  }

  /// The kinds of contact information that can be requested from the user.
  public struct Scope: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A scope that includes the user's full name.
    public static let fullName = Scope(rawValue: "full_name")
    /// A scope that includes the user's email address.
    public static let email = Scope(rawValue: "email")
  }

  /// The kinds of operations an OpenID authorization request performs.
  public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An operation that depends on the request's type.
    public static let operationImplicit = OpenIDOperation(rawValue: "")
    /// An operation used to authenticate a user.
    public static let operationLogin = OpenIDOperation(rawValue: "login")
    /// An operation that refreshes the user's credentials.
    public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
    /// An operation that ends an authenticated session.
    public static let operationLogout = OpenIDOperation(rawValue: "logout")
  }
}

/// A provider of credentials, such as `ASAuthorizationAppleIDProvider`.
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// The information an authorization yields about the user.
public protocol ASAuthorizationCredential: NSObjectProtocol, NSCopying {}

/// A request to authorize a user with a provider.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
  /// The provider that created the request.
  public let provider: any ASAuthorizationProvider

  init(provider: any ASAuthorizationProvider) {
    self.provider = provider
    super.init()
  }
}

/// An OpenID authorization request: the scopes asked for, a nonce and a state.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
  /// The contact information to be requested from the user during authentication.
  open var requestedScopes: [ASAuthorization.Scope]?
  /// A string the app passes to the provider to guard against replay attacks.
  open var nonce: String?
  /// Data that the app passes and gets back in the credential.
  open var state: String?
  /// The operation the request performs.
  open var requestedOperation: ASAuthorization.OpenIDOperation = .operationImplicit
}

/// A request to authenticate a user with their Apple Account.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
  /// The user identifier, if the app has one from an earlier sign-in.
  open var user: String?
}

/// A mechanism for generating requests to authenticate users with their Apple Account.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  /// The possible values for the credential state of a user.
  public enum CredentialState: Int, Sendable {
    /// Authorization for the given user has been revoked.
    case revoked = 0
    /// The user is authorized.
    case authorized = 1
    /// The user can't be found.
    case notFound = 2
    /// The app has been transferred to a different team.
    case transferred = 3
  }

  /// Creates an Apple Account provider.
  public override init() { super.init() }

  /// Creates a new Apple Account authorization request.
  open func createRequest() -> ASAuthorizationAppleIDRequest {
    ASAuthorizationAppleIDRequest(provider: self)
  }

  /// Reports the credential state of a user: a render has no Apple Account, so `.notFound`.
  open func getCredentialState(forUserID userID: String,
                               completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
    completion(.notFound, nil)
  }

  /// The credential state of a user: a render has no Apple Account, so `.notFound`.
  open func credentialState(forUserID userID: String) async throws -> CredentialState {
    .notFound
  }

  /// The notification posted when an app's Sign in with Apple credential is revoked.
  public static let credentialRevokedNotification = Notification.Name("ASAuthorizationAppleIDProviderCredentialRevokedNotification")
}

/// Possible values for the real-user indicator.
public enum ASUserDetectionStatus: Int, Sendable {
  /// Not supported on the current platform.
  case unsupported = 0
  /// The system can't determine this user's status as a real person.
  case unknown = 1
  /// The user appears to be a real person.
  case likelyReal = 2
}

/// A credential that results from a successful Apple Account authentication.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  /// An identifier associated with the authenticated user.
  public let user: String
  /// An arbitrary string the app provided in the request.
  public let state: String?
  /// The contact information the user authorized the app to access.
  public let authorizedScopes: [ASAuthorization.Scope]
  /// A short-lived token used by the app for proof of authorization.
  public let authorizationCode: Data?
  /// A JSON Web Token that communicates information about the user to the app.
  public let identityToken: Data?
  /// The user's email address.
  public let email: String?
  /// The user's name.
  public let fullName: PersonNameComponents?
  /// A value that indicates whether the user appears to be a real person.
  public let realUserStatus: ASUserDetectionStatus

  init(user: String, state: String? = nil, authorizedScopes: [ASAuthorization.Scope] = [],
       authorizationCode: Data? = nil, identityToken: Data? = nil, email: String? = nil,
       fullName: PersonNameComponents? = nil, realUserStatus: ASUserDetectionStatus = .unsupported) {
    self.user = user
    self.state = state
    self.authorizedScopes = authorizedScopes
    self.authorizationCode = authorizationCode
    self.identityToken = identityToken
    self.email = email
    self.fullName = fullName
    self.realUserStatus = realUserStatus
    super.init()
  }

  /// A copy of the credential (it is immutable, so itself).
  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The error domain of authorization errors.
public let ASAuthorizationErrorDomain = "com.apple.AuthenticationServices.AuthorizationError"

/// An error that an authorization reports.
public struct ASAuthorizationError: Error, Hashable, Sendable {
  /// The error's code.
  public let code: Code
  /// Makes an error with a code.
  public init(_ code: Code) { self.code = code }

  /// Error codes that an authorization attempt reports.
  public enum Code: Int, Sendable {
    case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004, notInteractive = 1005
    case matchedExcludedCredential = 1006, credentialImport = 1007, credentialExport = 1008
  }

  public static let unknown = Code.unknown
  public static let canceled = Code.canceled
  public static let invalidResponse = Code.invalidResponse
  public static let notHandled = Code.notHandled
  public static let failed = Code.failed
  public static let notInteractive = Code.notInteractive

  /// The error domain.
  public static var errorDomain: String { ASAuthorizationErrorDomain }
}
