#pragma once
#include <speech-dispatcher/libspeechd.h>
