// The Clang module map of this target names UIKit's and AppKit's header submodules; it declares nothing.
