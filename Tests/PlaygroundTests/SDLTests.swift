/// Every test that touches SDL runs inside this suite, one at a time: SDL keeps global state and its
/// handles are not meant to be shared between threads. All of them are headless (the software
/// renderer on a surface; no video driver is needed).
@Suite(.serialized) enum SDLTests {}

import Testing
