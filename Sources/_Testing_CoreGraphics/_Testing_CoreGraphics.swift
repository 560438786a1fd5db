// Swift Testing's cross-import overlay for CoreGraphics: the toolchain's Testing module declares one
// (Apple's SDK ships it), so a file that imports both Testing and Orbit's CoreGraphics looks for this
// module. It adds nothing; it exists so that tests of UIKit layouts compile on Linux.
